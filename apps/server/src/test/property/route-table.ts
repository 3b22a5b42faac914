// Every route the running app serves, with what its OpenAPI operation says it takes. The list
// comes from the router itself (printRoutes), not from a hand-kept table, so a new route is
// picked up by the property tests without anyone remembering to add it.

/** A JSON schema as @fastify/swagger writes it from the contract's zod schemas. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
}

export interface ParamSpec {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  parameters?: ParamSpec[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

export interface RouteSpec {
  method: string;
  /** Fastify's spelling: `/api/content/:id`, `/media/logos/*`. */
  url: string;
  /** Undefined for routes the OpenAPI document hides (docs, the auth library). */
  op: Operation | undefined;
}

const LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Parses `app.printRoutes()` (the radix tree; the `commonPrefix: false` form drops wildcard
 * routes): a node's path is its ancestors' labels joined, its methods are in parentheses.
 */
export function routesOfTree(tree: string): Array<{ method: string; url: string }> {
  const stack: string[] = [];
  const out: Array<{ method: string; url: string }> = [];
  for (const line of tree.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      out.push({ method, url: stack.join('') });
    }
  }
  return out;
}

type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

/** `/api/content/{id}` → `/api/content/:id`; the wildcard is `{*}` in the document. */
const fastifyPath = (p: string) => p.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');

/** Joins the router's list with the document's operations (HEAD takes GET's). */
export function routeTable(tree: string, doc: OpenApiDoc): RouteSpec[] {
  const ops = new Map<string, Operation>();
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods))
      ops.set(`${m.toUpperCase()} ${fastifyPath(p)}`, op);
  }
  const seen = new Set<string>();
  return routesOfTree(tree).flatMap(({ method, url }) => {
    const key = `${method} ${url}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const op = ops.get(key) ?? (method === 'HEAD' ? ops.get(`GET ${url}`) : undefined);
    return [{ method, url, op }];
  });
}

/** The JSON body schema of an operation, if it takes one. */
export const bodySchemaOf = (op: Operation | undefined): JsonSchema | undefined =>
  op?.requestBody?.content['application/json']?.schema;
