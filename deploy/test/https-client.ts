/**
 * A customer's phone calling the shop over HTTPS through nginx, from a loopback address of its own
 * (127.0.0.0/8 is all this machine's on Linux): nginx sees each address as a different client.
 */
import https from 'node:https';

export interface Answer {
  at: number;
  from: string;
  method: string;
  path: string;
  /** The HTTP status, or 'network' when no answer came. */
  status: number | 'network';
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  text: string;
}

export class ShopClient {
  private readonly agents = new Map<string, https.Agent>();
  /** Every answer any client got, for the judgements at the end. */
  readonly answers: Answer[] = [];

  constructor(private readonly port: number) {}

  private agentFor(from: string) {
    let agent = this.agents.get(from);
    if (!agent) {
      // The certificate is the test's own, self-signed.
      agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false, localAddress: from, maxSockets: 8 });
      this.agents.set(from, agent);
    }
    return agent;
  }

  call(from: string, method: string, target: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const answer: Answer = {
      at: Date.now(),
      from,
      method,
      path: target.split('?')[0]!,
      status: 'network',
      headers: {},
      body: {},
      text: '',
    };
    this.answers.push(answer);
    return new Promise((resolve) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          port: this.port,
          path: target,
          method,
          agent: this.agentFor(from),
          headers:
            payload === undefined
              ? headers
              : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          timeout: 20_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            answer.status = response.statusCode ?? 0;
            answer.headers = response.headers;
            answer.text = Buffer.concat(chunks).toString('utf8');
            try {
              answer.body = JSON.parse(answer.text) as Record<string, unknown>;
            } catch {
              answer.body = {};
            }
            resolve(answer);
          });
          response.on('error', (error) => {
            answer.text = String(error);
            resolve(answer);
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer within 20 s')));
      request.on('error', (error) => {
        answer.text = String(error);
        resolve(answer);
      });
      request.end(payload);
    });
  }

  close() {
    for (const agent of this.agents.values()) agent.destroy();
  }
}
