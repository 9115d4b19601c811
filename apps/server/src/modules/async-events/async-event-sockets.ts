/**
 * This process's open event websockets, by channel. Live events come from the coordinator (the
 * process's own in memory, or the full Redis stream every process follows) and go to the sockets
 * of their channel. A socket opened with `last_id` first gets the channel's kept events after it;
 * live events arriving meanwhile wait, and none is sent twice (ids only move forward per socket).
 * While sockets are open their channels count as present (jobs for them are not abandoned), and
 * a ping keeps idle connections open through proxies.
 */
import type { WebSocket } from 'ws';
import type { AsyncCoordinator } from '../../jobs/async-queries/async-coordinator';
import { compareEventIds, type AsyncEvent } from '../../jobs/async-queries/async-event';
import { EVENTS_PER_READ } from '../../jobs/async-queries/async-chart-queries';

const HEARTBEAT_MS = 20_000;

interface Client {
  socket: WebSocket;
  channelId: string;
  lastSent: string | null;
  /** Live events held back while the replay is being sent. */
  held: AsyncEvent[] | null;
}

export interface SocketsLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export class AsyncEventSockets {
  private readonly byChannel = new Map<string, Set<Client>>();
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly coordinator: AsyncCoordinator,
    private readonly logger: SocketsLogger,
  ) {}

  /** Number of open sockets (for tests and diagnostics). */
  get size(): number {
    let total = 0;
    for (const clients of this.byChannel.values()) total += clients.size;
    return total;
  }

  async attach(socket: WebSocket, channelId: string, lastId: string | null): Promise<void> {
    this.unsubscribe ??= this.coordinator.subscribe((event) => this.deliver(event));
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    const client: Client = {
      socket,
      channelId,
      lastSent: lastId,
      held: lastId === null ? null : [],
    };
    let clients = this.byChannel.get(channelId);
    if (!clients) this.byChannel.set(channelId, (clients = new Set()));
    clients.add(client);
    socket.on('close', () => this.detach(client));
    try {
      await this.coordinator.touch([channelId]);
      if (lastId !== null) await this.replay(client, lastId);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'Async events: replay failed');
    } finally {
      const held = client.held ?? [];
      client.held = null;
      for (const event of held) this.send(client, event);
    }
  }

  private async replay(client: Client, lastId: string): Promise<void> {
    let after = lastId;
    for (;;) {
      const events = await this.coordinator.read(client.channelId, after, EVENTS_PER_READ);
      for (const event of events) this.send(client, event);
      const last = events.at(-1);
      if (!last || events.length < EVENTS_PER_READ) return;
      after = last.id;
    }
  }

  private deliver(event: AsyncEvent): void {
    for (const client of this.byChannel.get(event.channel_id) ?? []) {
      if (client.held) client.held.push(event);
      else this.send(client, event);
    }
  }

  private send(client: Client, event: AsyncEvent): void {
    if (client.lastSent !== null && compareEventIds(event.id, client.lastSent) <= 0) return;
    client.lastSent = event.id;
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(event));
  }

  private detach(client: Client): void {
    const clients = this.byChannel.get(client.channelId);
    clients?.delete(client);
    if (clients?.size === 0) this.byChannel.delete(client.channelId);
  }

  private beat(): void {
    const channels = [...this.byChannel.keys()];
    this.coordinator.touch(channels).catch(() => undefined);
    for (const clients of this.byChannel.values())
      for (const client of clients)
        if (client.socket.readyState === client.socket.OPEN) client.socket.ping();
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const clients of this.byChannel.values())
      for (const client of clients) client.socket.close(1001, 'Server shutting down');
    this.byChannel.clear();
  }
}
