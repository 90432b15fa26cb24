import { Type } from '@sinclair/typebox';

/**
 * The response schema of a route that streams a file's bytes: a stream is sent as it is (no
 * serialiser runs), so the schema only documents the answer; errors keep the JSON envelope.
 */
export const bytesAnswer = { 200: Type.Unknown({ description: 'the bytes of the file (Content-Type and Content-Disposition in the headers)' }) };
