/**
 * TCP sockets for the network drivers that apply the host policy at connect time. Validation
 * resolved the host once; DNS may answer differently now (rebinding), so every connection the
 * drivers open goes through `guardedLookup`, and IP literals (which skip DNS) are checked here.
 */
import net from 'node:net';
import { addressBlockReason, guardedLookup, type HostPolicy } from '../host-policy';
import { ValidationError } from '@panorama/core/errors/app-error';

function literalRefusal(host: string, policy: HostPolicy): Error | null {
  if (!net.isIP(host)) return null;
  const reason = addressBlockReason(host, policy);
  return reason ? new ValidationError(`Host "${host}" is not allowed: it is ${reason}`) : null;
}

/**
 * For pg's `stream` option: pg creates the socket and calls `connect(port, host)` on it, so the
 * socket's `connect` is wrapped to add the policy-checking lookup.
 */
export function guardedPgStream(policy: HostPolicy): () => net.Socket {
  const lookup = guardedLookup(policy);
  return () => {
    const socket = new net.Socket();
    const connect = socket.connect.bind(socket);
    const guardedConnect = (port: number, host: string): net.Socket => {
      const refusal = literalRefusal(host, policy);
      if (refusal) {
        process.nextTick(() => socket.destroy(refusal));
        return socket;
      }
      return connect({ port, host, lookup });
    };
    // pg only ever uses the (port, host) form; the cast narrows node's overloads to it.
    socket.connect = guardedConnect as unknown as typeof socket.connect;
    return socket;
  };
}

/** For mysql2's `stream` option: a factory returning a connecting socket. */
export function guardedMysqlStream(
  host: string,
  port: number,
  policy: HostPolicy,
): () => net.Socket {
  const lookup = guardedLookup(policy);
  return () => {
    const refusal = literalRefusal(host, policy);
    if (refusal) {
      const socket = new net.Socket();
      process.nextTick(() => socket.destroy(refusal));
      return socket;
    }
    const socket = net.connect({ port, host, lookup });
    // mysql2 sets this on sockets it creates itself: small request/response packets.
    socket.setNoDelay(true);
    return socket;
  };
}
