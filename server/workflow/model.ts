// The design's shape is shared with the flow designer (contract/workflow).
export * from '../../contract/workflow/model';
