// The live stream's timings, apart from the event schemas (events.ts): every signed-in screen
// polls with them, and a plain module keeps zod out of what those screens load first.
/** Heartbeat comments come at least this often; the server's idle timeout (72 s) is well above it. */
export const liveHeartbeatMs = 20_000;
/** The `retry:` hint: how long a client waits before reconnecting. */
export const liveRetryMs = 3_000;
/** The polling interval while the stream is down (docs/product-rules.md#live-updates-and-the-bell). */
export const livePollingFallbackMs = 3_000;
