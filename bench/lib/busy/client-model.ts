import type { LiveEvent, Role } from '@vazife/contract';
import type { Api } from './api.js';

/** A chat: a direct conversation with a person, or a group (the web's `ChatTarget`). */
export interface ChatTarget {
  kind: 'user' | 'group';
  id: string;
}

/** What a person has on screen for the whole run (the Duyurular page only with `--announcements`). */
export type Screen = { kind: 'dashboard' } | { kind: 'chat'; target: ChatTarget } | { kind: 'announcements' };

export interface Person {
  id: string;
  role: Role;
}

/** What the driver hands a client model for one simulated browser. */
export interface ClientEnv {
  person: Person;
  screen: Screen;
  /** Every call goes through here, signed in as `person`; the driver counts each one. */
  api: Api;
}

/** A task as the create form sends it (JSON here; the web sends the same fields as a form). */
export interface NewTask {
  title: string;
  description: string;
  assigned_to: string;
  priority: 'dusuk' | 'orta' | 'yuksek';
}

/**
 * One way for the web client to follow live events (`--client <name>`), one file per model under
 * `clients/`, listed in `clients/index.ts`. The driver (`busy-hour.ts`) knows nothing of a model's
 * queries or cache; it only calls what is below, and it counts the model's work from the outside
 * (the calls made through `env.api`, the server's CPU and bytes).
 *
 * The contract a model keeps:
 * - `create` builds the client of one person and does no I/O. The driver calls `mount` once, before
 *   the person's live stream is opened (as the web loads the screen, then starts the stream), and
 *   waits for it; `mount` makes the first calls of `env.screen` and resolves once they answered.
 * - `onEvent` gets every event of the person's stream, already parsed and checked against the
 *   contract's `liveEvent`, in the order the stream delivered them, on the driver's thread. It must
 *   not block: whatever calls it starts run in the background, through `env.api` only, with the
 *   same concurrency, cancellation and de-duplication as the web would have.
 * - `sendMessage` is the person pressing "send" in the chat on their screen (the driver calls it
 *   only for a client whose screen is a chat); it resolves with the new message's id once the
 *   send call answered, and starts whatever the web starts after a send (not awaited).
 * - `createTask` is the person creating a task from the dashboard's board; it resolves once the
 *   create call answered, with the follow-up calls started as the web starts them.
 * - `close` stops everything: no call may start after it (in-flight ones may end).
 * - A model never reads the server's state other than through `env.api`, and is deterministic apart
 *   from timing, so that two models compare on the same scenario.
 */
export interface ClientModel {
  readonly name: string;
  /** One line for the report: how this model follows the events. */
  readonly summary: string;
  create(env: ClientEnv): SimulatedClient;
}

export interface SimulatedClient {
  mount(): Promise<void>;
  onEvent(event: LiveEvent): void;
  sendMessage(content: string): Promise<string>;
  createTask(task: NewTask): Promise<void>;
  close(): void;
}
