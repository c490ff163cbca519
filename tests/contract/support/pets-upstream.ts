import { createServer, type Server } from 'node:http';

// An upstream of the pets contract (conformance/spec/testing/pets), written by hand as a third party would, for the
// tests that run the harness on a contract that is not this repository's. `drift: 'tag-as-number'` makes its list
// answer break the contract (a tag as a number).

export interface PetsUpstream {
  url: string;
  close(): Promise<void>;
}

interface Pet {
  id: number;
  name: string;
  kind: string;
  tag?: string | null;
}

const KINDS = ['cat', 'dog', 'rabbit'];
export const PETS_API_KEY = 'pets-key';

export async function startPetsUpstream(options: { drift?: 'tag-as-number' } = {}): Promise<PetsUpstream> {
  const pets: Pet[] = [
    { id: 1, name: 'Moti', kind: 'dog', tag: 'friendly' },
    { id: 2, name: 'Billi', kind: 'cat', tag: null },
  ];
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const refuse = (status: number, message: string) => answer(status, { message });
    const url = new URL(request.url ?? '/', 'http://pets.local');
    const one = /^\/pets\/([^/]+)$/.exec(url.pathname);
    const allowed = url.pathname === '/pets' ? ['GET', 'POST'] : one ? ['GET'] : undefined;
    if (!allowed) return refuse(404, 'No such path');
    if (!allowed.includes(request.method ?? ''))
      return answer(405, { message: 'Method not allowed' }, { allow: allowed.join(', ') });
    if (request.headers['x-api-key'] !== PETS_API_KEY) return refuse(401, 'A valid X-Api-Key is required');
    if (one) {
      const id = Number(one[1]);
      if (!/^[1-9]\d*$/.test(one[1] ?? '')) return refuse(400, 'petId must be a positive whole number');
      const pet = pets.find((p) => p.id === id);
      return pet ? answer(200, pet) : refuse(404, 'No such pet');
    }
    if (request.method === 'GET') {
      const limit = url.searchParams.get('limit');
      if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 50))
        return refuse(400, 'limit must be 1 to 50');
      const listed = pets.slice(-Number(limit ?? 50)).reverse();
      return answer(200, options.drift === 'tag-as-number' ? listed.map((p) => ({ ...p, tag: 7 })) : listed);
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
        return refuse(400, 'Content-Type must be application/json');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return refuse(400, 'The body is not JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return refuse(400, 'The body must be an object');
      const extra = Object.keys(body).find((key) => !['name', 'kind', 'tag'].includes(key));
      if (extra) return refuse(400, `${extra} is not a field of a pet`);
      const { name, kind, tag } = body;
      if (typeof name !== 'string' || name.length < 1 || name.length > 40)
        return refuse(400, 'name must be 1 to 40 characters');
      if (typeof kind !== 'string' || !KINDS.includes(kind))
        return refuse(400, `kind must be one of ${KINDS.join(', ')}`);
      if (tag !== undefined && tag !== null && (typeof tag !== 'string' || tag.length > 20))
        return refuse(400, 'tag must be at most 20 characters');
      const pet: Pet = { id: pets.length + 1, name, kind, ...(tag === undefined ? {} : { tag: tag as string | null }) };
      if (pets.length < 200) pets.push(pet);
      return answer(201, pet);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
