import net from 'node:net';

export interface SmtpSink {
  url: string;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

/** A minimal SMTP server on loopback that accepts every message (enough for nodemailer's plain SMTP). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = [];
  const server = net.createServer((socket) => {
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
            socket.write('250 OK queued\r\n');
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
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(/<([^>]+)>/.exec(line)?.[1] ?? '');
        if (verb === 'DATA') inData = true;
        socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
