import Fastify from 'fastify';

// The yardstick: a bare Fastify route on the same machine, so figures are ratios, not guesses.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' });
const addr = app.server.address();
console.log(`READY ${typeof addr === 'object' && addr ? addr.port : ''}`);
