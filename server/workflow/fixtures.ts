export * from '../../contract/workflow/fixtures';
