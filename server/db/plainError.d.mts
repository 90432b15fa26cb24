export function plainError(err: unknown): Record<string, unknown> & { message: string };
