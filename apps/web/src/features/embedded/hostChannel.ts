/**
 * The embedding SDK's side of the conversation, as `embedDashboard` speaks it: once the frame has
 * loaded, the host posts `{type: '__embedded_comms__', handshake: 'port transfer'}` with one end
 * of a MessageChannel, and from then on both sides talk through a Switchboard on that port. The
 * host emits `guestToken` (first and on every refresh) and asks for the page's size and state.
 *
 * The frame's load event fires before the embedded page's code has arrived, so listening starts
 * at boot (`startHostChannel`, from main.tsx) and the latest token is kept until the page
 * connects; questions asked before then are answered with what the page shows so far.
 */
import { Switchboard } from '@superset-ui/switchboard';

const COMMS_MESSAGE_TYPE = '__embedded_comms__';

export interface HostMethods {
  guestToken(token: string): void;
  getScrollSize(): { width: number; height: number };
  getActiveTabs(): string[];
  getDataMask(): unknown;
  getChartStates(): unknown;
}

export const pageSize = () => ({
  width: document.documentElement.scrollWidth,
  height: document.documentElement.scrollHeight,
});

let methods: HostMethods | null = null;
let latestToken: string | null = null;
let started = false;

function onToken(token: string): void {
  latestToken = token;
  methods?.guestToken(token);
}

/** Starts listening for the host's port; called once, at boot, on embedded pages only. */
export function startHostChannel(): void {
  if (started) return;
  started = true;
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; handshake?: unknown } | null;
    if (event.source !== window.parent || data?.type !== COMMS_MESSAGE_TYPE) return;
    const port = event.ports[0];
    if (data.handshake !== 'port transfer' || !port) return;
    const switchboard = new Switchboard({ port, name: 'superset' });
    switchboard.defineMethod('guestToken', (args: { guestToken?: unknown }) => {
      if (typeof args.guestToken === 'string') onToken(args.guestToken);
    });
    switchboard.defineMethod('getScrollSize', () => methods?.getScrollSize() ?? pageSize());
    switchboard.defineMethod('getActiveTabs', () => methods?.getActiveTabs() ?? []);
    switchboard.defineMethod('getDataMask', () => methods?.getDataMask() ?? {});
    switchboard.defineMethod('getChartStates', () => methods?.getChartStates() ?? {});
    switchboard.start();
  });
}

/** Connects the embedded page; a token that came before it is handed over at once. */
export function connectHost(page: HostMethods): () => void {
  methods = page;
  if (latestToken !== null) page.guestToken(latestToken);
  return () => {
    if (methods === page) methods = null;
  };
}
