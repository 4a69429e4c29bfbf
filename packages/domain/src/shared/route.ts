import { z } from 'zod';
import { lineText } from './text';

/** The verbs the API answers (API.md: reads are GET, every change is a POST). */
export type RouteMethod = 'GET' | 'POST';

/**
 * One API route as both sides see it (ARCHITECTURE "Layout"): the server registers its handler from it and the web
 * calls it, so the path, the verb, what is sent and what comes back are written once, next to their schemas.
 * `answer` is the envelope's `data`; the envelope itself is the same for every route.
 */
export type RouteContract = {
  readonly method: RouteMethod;
  readonly path: string;
  /** A GET's query string. */
  readonly query?: z.ZodType;
  /** A POST's JSON body. */
  readonly body?: z.ZodType;
  readonly answer: z.ZodType;
};

/** Declares a route contract; the literal path and verb are kept in its type. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** The answer's data as it travels (the server encodes with the schema, so the wire holds its input side). */
export type RouteAnswer<C extends RouteContract> = z.input<C['answer']>;

/** What the caller sends: the body of a POST, the query of a GET, nothing for a route that takes neither. */
export type RouteInput<C extends RouteContract> = C extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : C extends { query: infer Q extends z.ZodType }
    ? z.input<Q>
    : undefined;

/** What the server's handler receives, once the schemas have parsed it. */
export type RouteBody<C extends RouteContract> = C extends { body: infer B extends z.ZodType } ? z.output<B> : unknown;
export type RouteQuery<C extends RouteContract> = C extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : unknown;

const idsText = lineText('所选数据');

/**
 * A remove or grant call's `ids` (BladeX): comma-joined or an array, in the query string or the body (JSON or form);
 * both are accepted and the server reads them with `idsOf`. A contract takes both as its query and its body.
 */
export const idsInput = {
  query: z.object({ ids: idsText.optional() }),
  body: z.object({ ids: z.union([idsText, z.array(z.union([idsText, z.number()]))]).optional() }).nullish(),
} as const;
