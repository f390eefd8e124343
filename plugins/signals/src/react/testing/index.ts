export { FakeWebSocket } from './FakeWebSocket';
