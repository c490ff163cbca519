import { operationNode, property, realContract, schema, type Json } from './real-contract.ts';

// One planted change per row and side of the table of change kinds (kinds.ts), each in a copy of the real contract.
// What the client sends: saveDeviceToken's body (DeviceTokenInput), getJobById's and fetchCandidateApplications'
// parameters. What it is answered: fetchAppLanguage (AppLanguage, AppLanguageList).

export interface Plant {
  kind: string;
  side: 'request' | 'response';
  what: string;
  /** Kinds the same edit also shows (an allOf member that adds a field is the member and the field). */
  also?: string[];
  /** The base and head contracts. */
  make: () => [Json, Json];
}

type Mutate = (document: Json) => void;

/** base = the real contract, head = the real contract changed. */
const forward = (mutate: Mutate) => (): [Json, Json] => {
  const head = realContract();
  mutate(head);
  return [realContract(), head];
};
/** The same change read the other way: base = changed, head = real. */
const backward = (mutate: Mutate) => (): [Json, Json] => {
  const [base, head] = forward(mutate)();
  return [head, base];
};
/** base and head both changed from the real contract. */
const between = (toBase: Mutate, toHead: Mutate) => (): [Json, Json] => {
  const base = realContract();
  const head = realContract();
  toBase(base);
  toHead(head);
  return [base, head];
};

const device = (d: Json) => schema(d, 'DeviceTokenInput');
const token = (d: Json) => property(d, 'DeviceTokenInput', 'deviceToken');
const platform = (d: Json) => property(d, 'DeviceTokenInput', 'platform');
const language = (d: Json) => schema(d, 'AppLanguage');
const languageName = (d: Json) => property(d, 'AppLanguage', 'name');
const saveDeviceToken = (d: Json) => operationNode(d, 'saveDeviceToken', 'post');
const fetchAppLanguage = (d: Json) => operationNode(d, 'fetchAppLanguage', 'get');
const appLanguageOk = (d: Json) => (fetchAppLanguage(d).responses as Json)['200'] as Json;
const requestBody = (d: Json) => saveDeviceToken(d).requestBody as Json;
const params = (d: Json, name: string, method: string) => operationNode(d, name, method).parameters as Json[];
const pageParam = (d: Json) => params(d, 'fetchCandidateApplications', 'get').find((p) => p.name === 'page') as Json;
const addRegion = (required: boolean) => (d: Json) =>
  params(d, 'getJobById', 'get').push({
    name: 'region',
    in: 'query',
    required,
    schema: { type: 'string', maxLength: 5 },
  });
const addAppVersion = (required: boolean) => (d: Json) => {
  (device(d).properties as Json).appVersion = { type: 'string', maxLength: 20 };
  if (required) (device(d).required as string[]).push('appVersion');
};
const addScript = (required: boolean) => (d: Json) => {
  (language(d).properties as Json).script = { type: 'string' };
  if (required) (language(d).required as string[]).push('script');
};
const variants = (...names: string[]) => ({ oneOf: names.map((n) => ({ $ref: `#/components/schemas/${n}` })) });
/** platform becomes a oneOf of these components (its own keywords dropped). */
const platformShapes =
  (...names: string[]) =>
  (d: Json) => {
    const target = platform(d);
    for (const key of Object.keys(target)) delete target[key];
    Object.assign(target, variants(...names));
  };
const onlyList = (d: Json) => {
  ((appLanguageOk(d).content as Json)['application/json'] as Json).schema = variants('AppLanguageList');
};
const lifecycle = (values: Json) => (d: Json) => Object.assign(saveDeviceToken(d), values);
const removeSaveDeviceToken = (d: Json) =>
  delete (d.paths as Json)['/corporate-recruitment/talentJobs/saveDeviceToken'];
const region = (d: Json) => params(d, 'getJobById', 'get').find((p) => p.name === 'region') as Json;
const deprecatedRegion = (sunset: string) => (d: Json) => {
  addRegion(false)(d);
  Object.assign(region(d), { deprecated: true, 'x-sunset': sunset });
};
const webhook = (d: Json) => {
  d.webhooks = {
    languageAdded: {
      post: {
        operationId: 'languageAdded',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/AppLanguage' } } } },
        responses: { '200': { description: 'Received.' } },
      },
    },
  };
};
const addSecret = (required: boolean) => (d: Json) => {
  (language(d).properties as Json).secret = { type: 'string', writeOnly: true };
  if (required) (language(d).required as string[]).push('secret');
};
const addReadOnlyVersion = (required: boolean) => (d: Json) => {
  (device(d).properties as Json).appVersion = { type: 'string', maxLength: 20, readOnly: true };
  if (required) (device(d).required as string[]).push('appVersion');
};
/** The schema becomes an allOf of what it was and, in the head, one member more. */
const inAllOf =
  (target: (d: Json) => Json, ...more: Json[]) =>
  (d: Json) => {
    const node = target(d);
    const copy = { ...node };
    for (const key of Object.keys(node)) delete node[key];
    node.allOf = [copy, ...more];
  };
const setHeader = (required: boolean) => (d: Json) => {
  appLanguageOk(d).headers = { 'X-Total-Count': { required, schema: { type: 'integer' } } };
};

export const PLANTS: readonly Plant[] = [
  {
    kind: 'operation-removed',
    side: 'request',
    what: 'saveDeviceToken removed',
    make: forward((d) => delete (d.paths as Json)['/corporate-recruitment/talentJobs/saveDeviceToken']),
  },
  {
    kind: 'operation-added',
    side: 'request',
    what: 'saveDeviceToken added',
    make: backward((d) => delete (d.paths as Json)['/corporate-recruitment/talentJobs/saveDeviceToken']),
  },
  {
    kind: 'operation-id-changed',
    side: 'request',
    what: 'saveDeviceToken renamed',
    make: forward((d) => (saveDeviceToken(d).operationId = 'storeDeviceToken')),
  },
  {
    kind: 'security-removed',
    side: 'request',
    what: 'anonymous calls refused',
    make: forward((d) => (saveDeviceToken(d).security as unknown[]).shift()),
  },
  {
    kind: 'security-added',
    side: 'request',
    what: 'anonymous calls accepted',
    make: backward((d) => (saveDeviceToken(d).security as unknown[]).shift()),
  },
  {
    kind: 'security-scheme-changed',
    side: 'request',
    what: "userToken's header renamed",
    make: forward(
      (d) => ((((d.components as Json).securitySchemes as Json).userToken as Json).name = 'X-Caller-Token'),
    ),
  },
  {
    kind: 'parameter-added-required',
    side: 'request',
    what: 'getJobById takes a required region',
    make: forward(addRegion(true)),
  },
  {
    kind: 'parameter-added-optional',
    side: 'request',
    what: 'getJobById takes an optional region',
    make: forward(addRegion(false)),
  },
  { kind: 'parameter-removed', side: 'request', what: "getJobById's region removed", make: backward(addRegion(false)) },
  {
    kind: 'parameter-made-required',
    side: 'request',
    what: 'page made required',
    make: forward((d) => (pageParam(d).required = true)),
  },
  {
    kind: 'parameter-made-optional',
    side: 'request',
    what: 'page made optional',
    make: backward((d) => (pageParam(d).required = true)),
  },
  {
    kind: 'parameter-serialization-changed',
    side: 'request',
    what: 'page explode: false',
    make: forward((d) => (pageParam(d).explode = false)),
  },
  {
    kind: 'body-added-required',
    side: 'request',
    what: 'a required body added',
    make: backward((d) => delete saveDeviceToken(d).requestBody),
  },
  {
    kind: 'body-added-optional',
    side: 'request',
    what: 'an optional body added',
    make: between(
      (d) => delete saveDeviceToken(d).requestBody,
      (d) => (requestBody(d).required = false),
    ),
  },
  {
    kind: 'body-removed',
    side: 'request',
    what: 'the body removed',
    make: forward((d) => delete saveDeviceToken(d).requestBody),
  },
  {
    kind: 'body-made-required',
    side: 'request',
    what: 'the body made required',
    make: backward((d) => (requestBody(d).required = false)),
  },
  {
    kind: 'body-made-optional',
    side: 'request',
    what: 'the body made optional',
    make: forward((d) => (requestBody(d).required = false)),
  },
  {
    kind: 'media-type-removed',
    side: 'request',
    what: 'form encoding no longer taken',
    make: backward(
      (d) => ((requestBody(d).content as Json)['application/x-www-form-urlencoded'] = { schema: { type: 'object' } }),
    ),
  },
  {
    kind: 'media-type-added',
    side: 'request',
    what: 'form encoding taken',
    make: forward(
      (d) => ((requestBody(d).content as Json)['application/x-www-form-urlencoded'] = { schema: { type: 'object' } }),
    ),
  },
  {
    kind: 'media-type-removed',
    side: 'response',
    what: 'text/plain no longer answered',
    make: backward((d) => ((appLanguageOk(d).content as Json)['text/plain'] = { schema: { type: 'string' } })),
  },
  {
    kind: 'media-type-added',
    side: 'response',
    what: 'text/plain answered',
    make: forward((d) => ((appLanguageOk(d).content as Json)['text/plain'] = { schema: { type: 'string' } })),
  },
  {
    kind: 'status-added',
    side: 'response',
    what: '404 answered',
    make: forward((d) => ((fetchAppLanguage(d).responses as Json)['404'] = { description: 'No languages.' })),
  },
  {
    kind: 'status-removed',
    side: 'response',
    what: '400 no longer documented',
    make: forward((d) => delete (fetchAppLanguage(d).responses as Json)['400']),
  },
  { kind: 'header-removed', side: 'response', what: 'X-Total-Count removed', make: backward(setHeader(false)) },
  {
    kind: 'header-added-required',
    side: 'response',
    what: 'X-Total-Count always sent',
    make: forward(setHeader(true)),
  },
  {
    kind: 'header-added-optional',
    side: 'response',
    what: 'X-Total-Count sometimes sent',
    make: forward(setHeader(false)),
  },
  {
    kind: 'header-made-optional',
    side: 'response',
    what: 'X-Total-Count made optional',
    make: between(setHeader(true), setHeader(false)),
  },
  { kind: 'property-added-required', side: 'request', what: 'appVersion required', make: forward(addAppVersion(true)) },
  { kind: 'property-added-required', side: 'response', what: 'script always answered', make: forward(addScript(true)) },
  { kind: 'property-added-optional', side: 'request', what: 'appVersion taken', make: forward(addAppVersion(false)) },
  {
    kind: 'property-added-optional',
    side: 'response',
    what: 'script sometimes answered',
    make: forward(addScript(false)),
  },
  {
    kind: 'property-removed',
    side: 'request',
    what: 'platform no longer taken',
    make: forward((d) => delete (device(d).properties as Json).platform),
  },
  {
    kind: 'property-removed',
    side: 'response',
    what: 'nativeName no longer answered',
    make: forward((d) => delete (language(d).properties as Json).nativeName),
  },
  {
    kind: 'required-added',
    side: 'request',
    what: 'platform made required',
    make: forward((d) => (device(d).required as string[]).push('platform')),
  },
  {
    kind: 'required-added',
    side: 'response',
    what: 'nativeName made required',
    make: forward((d) => (language(d).required as string[]).push('nativeName')),
  },
  {
    kind: 'required-removed',
    side: 'request',
    what: 'platform made optional',
    make: backward((d) => (device(d).required as string[]).push('platform')),
  },
  {
    kind: 'required-removed',
    side: 'response',
    what: 'nativeName made optional',
    make: backward((d) => (language(d).required as string[]).push('nativeName')),
  },
  {
    kind: 'type-narrowed',
    side: 'request',
    what: 'deviceToken no longer a number',
    make: backward((d) => (token(d).type = ['string', 'number'])),
  },
  {
    kind: 'type-narrowed',
    side: 'response',
    what: 'name no longer a number',
    make: backward((d) => (languageName(d).type = ['string', 'number'])),
  },
  {
    kind: 'type-widened',
    side: 'request',
    what: 'deviceToken also a number',
    make: forward((d) => (token(d).type = ['string', 'number'])),
  },
  {
    kind: 'type-widened',
    side: 'response',
    what: 'name also a number',
    make: forward((d) => (languageName(d).type = ['string', 'number'])),
  },
  {
    kind: 'type-changed',
    side: 'request',
    what: 'deviceToken an integer',
    make: forward((d) => (token(d).type = 'integer')),
  },
  {
    kind: 'type-changed',
    side: 'response',
    what: 'name an integer',
    make: forward((d) => (languageName(d).type = 'integer')),
  },
  {
    kind: 'nullable-added',
    side: 'request',
    what: 'deviceToken nullable',
    make: forward((d) => (token(d).type = ['string', 'null'])),
  },
  {
    kind: 'nullable-added',
    side: 'response',
    what: 'name nullable',
    make: forward((d) => (languageName(d).type = ['string', 'null'])),
  },
  {
    kind: 'nullable-removed',
    side: 'request',
    what: 'deviceToken no longer nullable',
    make: backward((d) => (token(d).type = ['string', 'null'])),
  },
  {
    kind: 'nullable-removed',
    side: 'response',
    what: 'name no longer nullable',
    make: backward((d) => (languageName(d).type = ['string', 'null'])),
  },
  {
    kind: 'format-narrowed',
    side: 'request',
    what: 'deviceToken a uuid',
    make: forward((d) => (token(d).format = 'uuid')),
  },
  {
    kind: 'format-narrowed',
    side: 'response',
    what: 'name a uuid',
    make: forward((d) => (languageName(d).format = 'uuid')),
  },
  {
    kind: 'format-widened',
    side: 'request',
    what: 'deviceToken no longer a uuid',
    make: backward((d) => (token(d).format = 'uuid')),
  },
  {
    kind: 'format-widened',
    side: 'response',
    what: 'name no longer a uuid',
    make: backward((d) => (languageName(d).format = 'uuid')),
  },
  {
    kind: 'format-changed',
    side: 'request',
    what: 'deviceToken a uri, not a uuid',
    make: between(
      (d) => (token(d).format = 'uuid'),
      (d) => (token(d).format = 'uri'),
    ),
  },
  {
    kind: 'format-changed',
    side: 'response',
    what: 'name a uri, not a uuid',
    make: between(
      (d) => (languageName(d).format = 'uuid'),
      (d) => (languageName(d).format = 'uri'),
    ),
  },
  {
    kind: 'enum-narrowed',
    side: 'request',
    what: 'platform ios refused',
    make: forward((d) => (platform(d).enum = ['web', 'android'])),
  },
  {
    kind: 'enum-narrowed',
    side: 'response',
    what: 'name limited to two',
    make: forward((d) => (languageName(d).enum = ['English', 'Hindi'])),
  },
  {
    kind: 'enum-widened',
    side: 'request',
    what: 'platform ios accepted',
    make: backward((d) => (platform(d).enum = ['web', 'android'])),
  },
  {
    kind: 'enum-widened',
    side: 'response',
    what: 'name no longer limited',
    make: backward((d) => (languageName(d).enum = ['English', 'Hindi'])),
  },
  {
    kind: 'pattern-added',
    side: 'request',
    what: 'deviceToken pattern',
    // The contract's deviceToken has a pattern of its own ('\\S'): the base goes without any.
    make: between(
      (d) => delete token(d).pattern,
      (d) => (token(d).pattern = '^[A-Za-z0-9:_-]+$'),
    ),
  },
  {
    kind: 'pattern-added',
    side: 'response',
    what: 'name pattern',
    make: forward((d) => (languageName(d).pattern = '^[A-Z]')),
  },
  {
    kind: 'pattern-removed',
    side: 'request',
    what: 'deviceToken pattern dropped',
    make: between(
      (d) => (token(d).pattern = '^[A-Za-z0-9:_-]+$'),
      (d) => delete token(d).pattern,
    ),
  },
  {
    kind: 'pattern-removed',
    side: 'response',
    what: 'name pattern dropped',
    make: backward((d) => (languageName(d).pattern = '^[A-Z]')),
  },
  {
    kind: 'pattern-changed',
    side: 'request',
    what: 'deviceToken pattern changed',
    make: between(
      (d) => (token(d).pattern = '^a'),
      (d) => (token(d).pattern = '^b'),
    ),
  },
  {
    kind: 'pattern-changed',
    side: 'response',
    what: 'name pattern changed',
    make: between(
      (d) => (languageName(d).pattern = '^a'),
      (d) => (languageName(d).pattern = '^b'),
    ),
  },
  {
    kind: 'bound-narrowed',
    side: 'request',
    what: 'deviceToken maxLength 4096 → 1024',
    make: forward((d) => (token(d).maxLength = 1024)),
  },
  {
    kind: 'bound-narrowed',
    side: 'request',
    what: 'deviceToken minLength 1 → 8',
    make: forward((d) => (token(d).minLength = 8)),
  },
  {
    kind: 'bound-narrowed',
    side: 'request',
    what: 'paymentRequest amount maximum 100000',
    make: forward((d) => (property(d, 'PaymentRequestBody', 'amount').maximum = 100000)),
  },
  {
    kind: 'bound-narrowed',
    side: 'request',
    what: 'paymentRequest amount exclusiveMinimum 0 → 1',
    make: forward((d) => (property(d, 'PaymentRequestBody', 'amount').exclusiveMinimum = 1)),
  },
  {
    kind: 'bound-narrowed',
    side: 'request',
    what: 'paymentRequest amount multipleOf 1',
    make: forward((d) => (property(d, 'PaymentRequestBody', 'amount').multipleOf = 1)),
  },
  {
    kind: 'bound-narrowed',
    side: 'response',
    what: 'languages maxItems 20',
    make: forward((d) => (schema(d, 'AppLanguageList').maxItems = 20)),
  },
  {
    kind: 'bound-narrowed',
    side: 'response',
    what: 'languages minItems 1, unique',
    make: forward((d) => Object.assign(schema(d, 'AppLanguageList'), { minItems: 1, uniqueItems: true })),
  },
  {
    kind: 'bound-widened',
    side: 'request',
    what: 'deviceToken maxLength 4096 → 8192',
    make: forward((d) => (token(d).maxLength = 8192)),
  },
  {
    kind: 'bound-widened',
    side: 'request',
    what: 'deviceToken minLength dropped',
    make: forward((d) => delete token(d).minLength),
  },
  {
    kind: 'bound-widened',
    side: 'response',
    what: 'name minLength dropped',
    make: forward((d) => delete languageName(d).minLength),
  },
  {
    kind: 'additional-properties-narrowed',
    side: 'request',
    what: 'DeviceTokenInput closed',
    make: forward((d) => (device(d).additionalProperties = false)),
  },
  {
    kind: 'additional-properties-narrowed',
    side: 'response',
    what: 'AppLanguage closed',
    make: forward((d) => (language(d).additionalProperties = false)),
  },
  {
    kind: 'additional-properties-widened',
    side: 'request',
    what: 'DeviceTokenInput opened',
    make: backward((d) => (device(d).additionalProperties = false)),
  },
  {
    kind: 'additional-properties-widened',
    side: 'response',
    what: 'AppLanguage opened',
    make: backward((d) => (language(d).additionalProperties = false)),
  },
  {
    kind: 'variant-added',
    side: 'request',
    what: 'platform may be a name',
    make: between(platformShapes('PinCode', 'Email'), platformShapes('PinCode', 'Email', 'PersonName')),
  },
  { kind: 'variant-added', side: 'response', what: 'the envelope shape added', make: backward(onlyList) },
  {
    kind: 'variant-removed',
    side: 'request',
    what: 'platform may no longer be a name',
    make: between(platformShapes('PinCode', 'Email', 'PersonName'), platformShapes('PinCode', 'Email')),
  },
  { kind: 'variant-removed', side: 'response', what: 'the envelope shape removed', make: forward(onlyList) },
  {
    kind: 'default-changed',
    side: 'request',
    what: 'platform defaults to android',
    make: forward((d) => (platform(d).default = 'android')),
  },
  {
    kind: 'default-changed',
    side: 'response',
    what: 'name defaults to English',
    make: forward((d) => (languageName(d).default = 'English')),
  },
  {
    kind: 'rule-changed',
    side: 'request',
    what: 'deviceToken not "null"',
    make: forward((d) => (token(d).not = { const: 'null' })),
  },
  {
    kind: 'rule-changed',
    side: 'response',
    what: 'name not blank',
    make: forward((d) => (languageName(d).not = { const: '' })),
  },
  {
    kind: 'extension-changed',
    side: 'request',
    what: 'deviceToken x-upload',
    make: forward((d) => (token(d)['x-upload'] = { maxBytes: 10 })),
  },
  {
    kind: 'extension-changed',
    side: 'response',
    what: 'name x-supported',
    make: forward((d) => (languageName(d)['x-supported'] = ['English'])),
  },
  {
    kind: 'annotation-changed',
    side: 'request',
    what: 'deviceToken described',
    make: forward((d) => (token(d).description = 'The push token.')),
  },
  {
    kind: 'annotation-changed',
    side: 'response',
    what: 'name described otherwise',
    make: forward((d) => (languageName(d).description = 'The English name.')),
  },
  {
    kind: 'operation-removed-before-sunset',
    side: 'request',
    what: 'saveDeviceToken removed while its sunset is ahead',
    make: between(lifecycle({ deprecated: true, 'x-sunset': '2999-01-01' }), removeSaveDeviceToken),
  },
  {
    kind: 'operation-removed-after-sunset',
    side: 'request',
    what: 'saveDeviceToken removed after its sunset',
    make: between(lifecycle({ deprecated: true, 'x-sunset': '2020-01-01' }), removeSaveDeviceToken),
  },
  { kind: 'webhook-removed', side: 'response', what: 'the languageAdded webhook removed', make: backward(webhook) },
  { kind: 'webhook-added', side: 'response', what: 'the languageAdded webhook added', make: forward(webhook) },
  {
    kind: 'stability-decreased',
    side: 'request',
    what: 'saveDeviceToken stable → beta',
    make: forward(lifecycle({ 'x-stability-level': 'beta' })),
  },
  {
    kind: 'stability-decreased',
    side: 'response',
    what: 'name stable → beta',
    make: forward((d) => (languageName(d)['x-stability-level'] = 'beta')),
  },
  {
    kind: 'lifecycle-invalid',
    side: 'request',
    what: "saveDeviceToken's stability 'experimental'",
    make: forward(lifecycle({ 'x-stability-level': 'experimental' })),
  },
  {
    kind: 'lifecycle-invalid',
    side: 'response',
    what: "name's sunset 'soon'",
    make: forward((d) => Object.assign(languageName(d), { deprecated: true, 'x-sunset': 'soon' })),
    also: ['annotation-changed'],
  },
  {
    kind: 'sunset-removed',
    side: 'request',
    what: "saveDeviceToken's sunset dropped",
    make: between(lifecycle({ deprecated: true, 'x-sunset': '2999-01-01' }), lifecycle({ deprecated: true })),
    also: ['annotation-changed'],
  },
  {
    kind: 'sunset-moved-earlier',
    side: 'request',
    what: "saveDeviceToken's sunset a year earlier",
    make: between(
      lifecycle({ deprecated: true, 'x-sunset': '2999-01-01' }),
      lifecycle({ deprecated: true, 'x-sunset': '2998-01-01' }),
    ),
    also: ['annotation-changed'],
  },
  {
    kind: 'parameter-removed-before-sunset',
    side: 'request',
    what: "getJobById's deprecated region removed before its sunset",
    make: backward(deprecatedRegion('2999-01-01')),
  },
  {
    kind: 'parameter-removed-after-sunset',
    side: 'request',
    what: "getJobById's deprecated region removed after its sunset",
    make: backward(deprecatedRegion('2020-01-01')),
  },
  {
    kind: 'success-status-removed',
    side: 'response',
    what: '200 no longer answered',
    make: forward((d) => delete (fetchAppLanguage(d).responses as Json)['200']),
  },
  {
    kind: 'unsent-field-changed',
    side: 'request',
    what: 'a readOnly appVersion made required',
    make: between(addReadOnlyVersion(false), addReadOnlyVersion(true)),
  },
  {
    kind: 'unsent-field-changed',
    side: 'response',
    what: 'a writeOnly secret made required',
    make: between(addSecret(false), addSecret(true)),
  },
  {
    kind: 'extensible-enum-widened',
    side: 'request',
    what: "platform's extensible values grow",
    make: between(
      (d) => (platform(d)['x-extensible-enum'] = ['web']),
      (d) => (platform(d)['x-extensible-enum'] = ['web', 'kiosk']),
    ),
  },
  {
    kind: 'extensible-enum-widened',
    side: 'response',
    what: "name's extensible values grow",
    make: between(
      (d) => (languageName(d)['x-extensible-enum'] = ['English']),
      (d) => (languageName(d)['x-extensible-enum'] = ['English', 'Hindi']),
    ),
  },
  {
    kind: 'allof-member-added',
    side: 'request',
    what: 'DeviceTokenInput gains an allOf member with a field',
    make: between(inAllOf(device), inAllOf(device, { properties: { appVersion: { type: 'string' } } })),
    also: ['property-added-optional'],
  },
  {
    kind: 'allof-member-added',
    side: 'response',
    what: 'AppLanguage gains an allOf member with a field',
    make: between(inAllOf(language), inAllOf(language, { properties: { script: { type: 'string' } } })),
    also: ['property-added-optional'],
  },
  {
    kind: 'content-schema-added',
    side: 'request',
    what: 'deviceToken decodes to an object',
    make: between(
      (d) => (token(d).contentMediaType = 'application/json'),
      (d) => Object.assign(token(d), { contentMediaType: 'application/json', contentSchema: { type: 'object' } }),
    ),
  },
  {
    kind: 'content-schema-added',
    side: 'response',
    what: 'name decodes to an object',
    make: between(
      (d) => (languageName(d).contentMediaType = 'application/json'),
      (d) =>
        Object.assign(languageName(d), { contentMediaType: 'application/json', contentSchema: { type: 'object' } }),
    ),
  },
  {
    kind: 'content-schema-removed',
    side: 'request',
    what: 'deviceToken no longer decodes to an object',
    make: between(
      (d) => Object.assign(token(d), { contentMediaType: 'application/json', contentSchema: { type: 'object' } }),
      (d) => (token(d).contentMediaType = 'application/json'),
    ),
  },
  {
    kind: 'content-schema-removed',
    side: 'response',
    what: 'name no longer decodes to an object',
    make: between(
      (d) =>
        Object.assign(languageName(d), { contentMediaType: 'application/json', contentSchema: { type: 'object' } }),
      (d) => (languageName(d).contentMediaType = 'application/json'),
    ),
  },
  {
    kind: 'content-encoding-changed',
    side: 'request',
    what: 'deviceToken base64-encoded',
    make: forward((d) => (token(d).contentEncoding = 'base64')),
  },
  {
    kind: 'content-encoding-changed',
    side: 'response',
    what: 'name base64-encoded',
    make: forward((d) => (languageName(d).contentEncoding = 'base64')),
  },
  {
    kind: 'bound-narrowed',
    side: 'response',
    what: 'languages contain one with a code',
    make: forward((d) => (schema(d, 'AppLanguageList').contains = { required: ['code'] })),
  },
  {
    kind: 'bound-widened',
    side: 'request',
    what: 'skillIds minContains 2 → 1',
    make: between(
      (d) => Object.assign(token(d), { type: 'array', contains: { type: 'string' }, minContains: 2 }),
      (d) => Object.assign(token(d), { type: 'array', contains: { type: 'string' }, minContains: 1 }),
    ),
  },
  {
    kind: 'annotation-changed',
    side: 'request',
    what: 'an x- extension the contract does not declare a rule',
    make: forward((d) => (token(d)['x-shown-as'] = 'Push token')),
  },
];
