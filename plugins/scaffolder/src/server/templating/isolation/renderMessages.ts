import type { SandboxAnswer, SandboxConfig, SandboxRequest } from '../createSandbox';

/** One render: what the sandbox gets, and with which syntax. */
export interface RenderJobRequest extends SandboxRequest {
  readonly cookiecutterCompat: boolean;
}

/** What the render process is started with (as JSON in its arguments) and hands its worker. */
export interface RenderProcessSetup {
  readonly sandbox: Omit<SandboxConfig, 'cookiecutterCompat'>;
  readonly maxMemoryMb: number;
  /** Longest JSON text of a result; anything longer is refused inside, before it is copied out. */
  readonly maxAnswerChars: number;
}

/** From the server to the render process. */
export type ToRenderProcess =
  // JSON text, as the sandbox takes it: what a context holds crosses as JSON would carry it.
  | { readonly type: 'render'; readonly id: number; readonly requestJson: string }
  | { readonly type: 'hostAnswer'; readonly callId: number; readonly answerJson: string }
  /** Stop the render running now (it took too long). */
  | { readonly type: 'abort' };

/** From the render process to the server; `ready` once its worker can take a render. */
export type FromRenderProcess =
  | { readonly type: 'ready' }
  | { readonly type: 'answer'; readonly id: number; readonly answer: SandboxAnswer }
  | {
      readonly type: 'hostCall';
      /** Echoed in the answer: one for a worker since replaced goes nowhere. */
      readonly callId: number;
      readonly kind: string;
      readonly name: string;
      readonly argsJson: string;
    }
  /** The render running now ended its worker; a new one follows with `ready`. */
  | { readonly type: 'stopped'; readonly reason: 'memory' | 'crash' };
