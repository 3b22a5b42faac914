export { yieldToEventLoop } from '../../lib/event-loop';
