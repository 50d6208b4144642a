import { createSocket } from 'node:dgram';

// A test stand-in for a DNS resolver on 127.0.0.1 (RFC 1035 messages over UDP): it answers NS questions
// with nameservers for the names it is given and NXDOMAIN for the rest.

const TYPE_NS = 2;
const CLASS_IN = 1;

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean).map((label) => {
    const bytes = Buffer.from(label, 'ascii');
    return Buffer.concat([Buffer.from([bytes.length]), bytes]);
  });
  return Buffer.concat([...parts, Buffer.from([0])]);
}

/** The question section's end and its name (labels only: queries carry no compression pointers). */
function readQuestion(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (message[offset] !== 0) {
    const length = message[offset]!;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  offset += 1;
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset), end: offset + 4 };
}

function answer(query: Buffer, delegated: Map<string, string[]>): Buffer {
  const { name, type, end } = readQuestion(query);
  const nameservers = type === TYPE_NS ? delegated.get(name) : undefined;
  const exists = delegated.has(name);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  // QR, the query's RD, RA; rcode 3 (NXDOMAIN) for names that do not exist.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (exists ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(nameservers?.length ?? 0, 6);
  const records = (nameservers ?? []).map((ns) => {
    const rdata = encodeName(ns);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
    fixed.writeUInt16BE(TYPE_NS, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(300, 6);
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, query.subarray(12, end), ...records]);
}

export type LoopbackDns = {
  /** "127.0.0.1:port", for DOMAIN_DNS_SERVERS. */
  server: string;
  /** Delegated names and their nameservers. */
  delegated: Map<string, string[]>;
  questions: string[];
  close: () => Promise<void>;
};

export async function startLoopbackDns(): Promise<LoopbackDns> {
  const socket = createSocket('udp4');
  const dns: LoopbackDns = { server: '', delegated: new Map(), questions: [], close: async () => {} };
  socket.on('message', (message, peer) => {
    try {
      dns.questions.push(readQuestion(message).name);
      socket.send(answer(message, dns.delegated), peer.port, peer.address);
    } catch {
      // A malformed packet gets no answer, like from a real resolver.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  dns.server = `127.0.0.1:${socket.address().port}`;
  dns.close = () => new Promise<void>((resolve) => socket.close(() => resolve()));
  return dns;
}
