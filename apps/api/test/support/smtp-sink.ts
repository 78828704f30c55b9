import net from 'node:net';

/**
 * - `accept`: every message is taken (except for the recipients given a reply of their own, `replyTo`);
 * - `refuse`: every sender is refused with a temporary error (451), as a mail server that is down for a while;
 * - `stall`: connections are taken and never greeted (a send in flight for as long as the client waits).
 */
export type SinkMode = 'accept' | 'refuse' | 'stall';

export interface SmtpSink {
  url: string;
  mode: SinkMode;
  messages: { from: string; to: string[]; data: string }[];
  /** Connections opened so far. */
  connections: number;
  /** How long the sink takes to accept a message once it has it (a slow mail server; 0 by default). */
  acceptDelayMs: number;
  /**
   * Answers `RCPT TO` for this address with `reply` from now on: `550 5.1.1 user unknown` (a permanent refusal) or
   * `451 4.2.0 mailbox busy` (a temporary one); `undefined` makes it an ordinary recipient again.
   */
  replyTo(address: string, reply: string | undefined): void;
  close(): Promise<void>;
}

/** A minimal SMTP server on loopback (enough for nodemailer's plain SMTP); see `SinkMode`. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const sockets = new Set<net.Socket>();
  const state = { mode: 'accept' as SinkMode, connections: 0, acceptDelayMs: 0 };
  const recipientReplies = new Map<string, string>();
  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (state.mode === 'stall') return;
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            if (state.acceptDelayMs > 0) setTimeout(() => socket.write('250 OK queued\r\n'), state.acceptDelayMs);
            else socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-sink\r\n250 8BITMIME\r\n');
          continue;
        }
        if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          continue;
        }
        if (verb === 'MAIL' && state.mode === 'refuse') {
          socket.write('451 4.3.0 Mail server temporarily unavailable, try again later\r\n');
          continue;
        }
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') {
          const recipient = /<([^>]+)>/.exec(line)?.[1] ?? '';
          const reply = recipientReplies.get(recipient.toLowerCase());
          if (reply) {
            socket.write(`${reply}\r\n`);
            continue;
          }
          current.to.push(recipient);
        }
        if (verb === 'DATA') inData = true;
        socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    get mode() {
      return state.mode;
    },
    set mode(mode: SinkMode) {
      state.mode = mode;
    },
    get connections() {
      return state.connections;
    },
    get acceptDelayMs() {
      return state.acceptDelayMs;
    },
    set acceptDelayMs(ms: number) {
      state.acceptDelayMs = ms;
    },
    replyTo(address, reply) {
      if (reply === undefined) recipientReplies.delete(address.toLowerCase());
      else recipientReplies.set(address.toLowerCase(), reply);
    },
    messages,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
