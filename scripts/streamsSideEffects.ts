/**
 * The streams layer only defines things when a module loads (its lint walls keep it so), so an
 * area's front door (streams/<area>/index.ts) costs a bundle only the exports it uses: the rest of
 * the area is left out. The zod switch is the one module imported for its effect. Used by the app's
 * build and by the early script's (scripts/earlyEntryPlugin.ts).
 */
export const streamsModuleSideEffects = (id: string): false | undefined =>
  /[\\/]streams[\\/]/.test(id) && !/node_modules|zodWithoutEval/.test(id) ? false : undefined;
