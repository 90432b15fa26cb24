export * from '../../contract/workflow/conditions';
