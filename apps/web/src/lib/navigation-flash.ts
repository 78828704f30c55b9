import type { Flash } from '@/components/ui/alert';

/** The message one page hands the next through navigation state, e.g. 'Order created successfully! …'. */
export function flashFromState(state: unknown): Flash | undefined {
  const flash = (state as { flash?: Partial<NonNullable<Flash>> } | null)?.flash;
  if (!flash || typeof flash.text !== 'string') return undefined;
  const tone = flash.tone === 'error' || flash.tone === 'info' ? flash.tone : 'success';
  return { tone, text: flash.text };
}
