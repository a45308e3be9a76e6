/** The onboarding services' failures, one at a time: a card quote with no usable rate, or a bridge whose middle step fails. */
export const ONBOARD_ROGUE_KINDS = ['onramp-no-rate', 'bridge-fails'] as const;
export type OnboardRogueKind = (typeof ONBOARD_ROGUE_KINDS)[number];

/** POST /__sim/onboard/rogue `{"kind": "onramp-no-rate" | "bridge-fails" | null}`; a reset turns it off. */
export const createOnboardSwitch = () => {
  let current: OnboardRogueKind | null = null;
  return {
    kind: () => current,
    is: (kind: OnboardRogueKind) => current === kind,
    set: (body: unknown): { ok: true } | { ok: false; error: string } => {
      const kind = (body as { kind?: unknown } | undefined)?.kind;
      if (kind === null) {
        current = null;
        return { ok: true };
      }
      const known = ONBOARD_ROGUE_KINDS.find((candidate) => candidate === kind);
      if (!known) return { ok: false, error: `kind: one of ${ONBOARD_ROGUE_KINDS.join(', ')}, or null` };
      current = known;
      return { ok: true };
    },
  };
};

export type OnboardSwitch = ReturnType<typeof createOnboardSwitch>;
