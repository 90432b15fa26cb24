export { default } from './routes';
export { registerAggregate, aggregate, aggregates, type AggregateDef, type AggregatePoint, type AggregateContext } from './registry';
export { readAggregate, mayReadAggregate } from './read';
