import type { ControlResult } from '../control/control-api.ts';
import { AUTH_MODES, type AuthMode } from '../core/world.ts';
import { badSessionId, isSessionId, joinCookie, leaveCookie } from './session-id.ts';
import type { WorldRegistry } from './world-registry.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (message: string): ControlResult => ({ status: 400, body: { message } });

const CREATE_FIELDS = ['id', 'scenario', 'snapshot', 'auth'];

/** The session routes of the control API (openapi/mock-control.yaml), without HTTP: both adapters call these. */
export const sessionControl = {
  /** POST /__mock/sessions {id?, scenario?, snapshot?, auth?}: 201 with the session, its id generated when none is given. */
  create(worlds: WorldRegistry, body: unknown): ControlResult {
    const asked = body === undefined ? {} : body;
    if (!isRecord(asked)) return invalid(`The body must be a JSON object with any of ${CREATE_FIELDS.join(', ')}`);
    const unknown = Object.keys(asked).find((key) => !CREATE_FIELDS.includes(key));
    if (unknown !== undefined)
      return invalid(`Unknown field '${unknown.slice(0, 64)}': a session takes ${CREATE_FIELDS.join(', ')}`);
    const { id, scenario, snapshot, auth } = asked;
    if (id !== undefined && !isSessionId(id)) return invalid(badSessionId('id', String(id)));
    if (scenario !== undefined && typeof scenario !== 'string')
      return invalid('scenario must be the name of a scenario');
    if (auth !== undefined && !AUTH_MODES.includes(auth as AuthMode))
      return invalid(`auth must be one of ${AUTH_MODES.join(', ')}`);
    if (snapshot !== undefined && !isRecord(snapshot))
      return invalid('snapshot must be a snapshot object (GET /__mock/snapshot)');
    const made = worlds.create({
      ...(id === undefined ? {} : { id }),
      ...(scenario === undefined ? {} : { scenario }),
      ...(snapshot === undefined ? {} : { snapshot }),
      ...(auth === undefined ? {} : { auth: auth as AuthMode }),
    });
    if ('message' in made) return { status: made.status, body: { message: made.message } };
    return { status: 201, body: { ...made.info, replica: worlds.instance.replica } };
  },
  list(worlds: WorldRegistry): ControlResult {
    return {
      status: 200,
      body: {
        sessions: worlds.list(),
        defaultWorld: worlds.defaultInfo(),
        limit: worlds.limit,
        idleMinutes: worlds.idleMs / 60_000,
        replica: worlds.instance.replica,
      },
    };
  },
  end(worlds: WorldRegistry, id: string): ControlResult {
    if (!isSessionId(id)) return invalid(badSessionId('The session id', id));
    return worlds.end(id)
      ? { status: 200, body: { ended: id } }
      : { status: 404, body: { message: `No session '${id}' is held here` } };
  },
  /** A browser joins a session: the cookie the mock reads when no header is sent, then the client's home page. */
  join(id: string): ControlResult {
    if (!isSessionId(id)) return invalid(badSessionId('The session id', id));
    return { status: 303, body: { joined: id }, headers: { 'set-cookie': joinCookie(id), location: '/' } };
  },
  leave(id: string): ControlResult {
    if (!isSessionId(id)) return invalid(badSessionId('The session id', id));
    return { status: 303, body: { joined: null }, headers: { 'set-cookie': leaveCookie(), location: '/' } };
  },
};
