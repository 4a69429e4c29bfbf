/** One rule of the codebase that CI enforces: `run` answers what breaks it (empty when it holds). */
export type Check = {
  name: string;
  run: () => string[] | Promise<string[]>;
};
