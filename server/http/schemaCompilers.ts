import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own schema compilers (Ajv for requests, fast-json-stringify for answers), with each route
 * schema compiled once per process instead of once per app instance. Compiling the app's route schemas
 * is ~0.9 s of an app's start; a process that builds the app more than once (the API and browser tests
 * start a server per file in one process, the multi-instance test two at once) paid it every time.
 *
 * The compiled functions are pure (Ajv keeps a call's errors on the function, read right after the
 * call, as when one route's requests share it), and the key is everything the compiler sees: the shared
 * schemas and options the factory was built with, the request part or answer status, and the schema's
 * text. With a factory given here Fastify no longer lower-cases header schemas' names, so a route that
 * declares one is refused at start (none does: headers are read in the handlers).
 */
type Compile<T> = (route: { schema: unknown; httpPart?: string; httpStatus?: string; contentType?: string; method?: string; url?: string }) => T;

const ajvFactory = AjvCompiler();
const serializerFactory = SerializerSelector();
const compiled = new Map<string, unknown>();

function remembered<T>(factoryKey: string, compile: Compile<T>): Compile<T> {
  return (route) => {
    if (route.httpPart === 'headers') throw new Error(`${route.method} ${route.url}: a headers schema would not be lower-cased here; read the header in the handler`);
    const key = `${factoryKey}\u0000${route.httpPart ?? ''}\u0000${route.httpStatus ?? ''}\u0000${route.contentType ?? ''}\u0000${JSON.stringify(route.schema)}`;
    if (compiled.has(key)) return compiled.get(key) as T;
    const fn = compile(route);
    compiled.set(key, fn);
    return fn;
  };
}

export const schemaCompilers = {
  buildValidator(externalSchemas: unknown, ajvOptions: unknown) {
    const compile = ajvFactory(externalSchemas as never, ajvOptions as never) as Compile<unknown>;
    return remembered(`v${JSON.stringify(externalSchemas)}${JSON.stringify(ajvOptions)}`, compile);
  },
  buildSerializer(externalSchemas: unknown, serializerOptions: unknown) {
    const compile = serializerFactory(externalSchemas as never, serializerOptions as never) as Compile<unknown>;
    return remembered(`s${JSON.stringify(externalSchemas)}${JSON.stringify(serializerOptions ?? null)}`, compile);
  },
};

/** How many distinct schemas this process has compiled (for the test that holds the reuse). */
export const compiledSchemaCount = () => compiled.size;
