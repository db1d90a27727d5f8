'use client';

import { useEffect, useRef, useState } from 'react';
import { userMessage } from '@/lib/api/errors';
import type { Draw } from '@/lib/contract/types';
import { ACTIVITY_MESSAGES, RAFFLE, isOpened, prizeName } from '@/lib/domain/activities';
import buttons from '@/components/ui/button.module.css';
import styles from './activities.module.css';

type Props = {
  draws: readonly Draw[];
  /** Opens a draw; resolves once its prize is in `draws`, after `shownAfter` (the animation). */
  reveal: (drawId: number, shownAfter: Promise<void>) => Promise<void>;
};

/** queued: waiting for its turn in 全部開啟; opening: asked and shaking. */
type Phase = { state: 'idle' | 'queued' | 'opening'; error: string | null };

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Step 5's red packets (spec-coverage “Checkout pages” "Step 5", §9): five packets, one per earned draw from the
 * first; each earned one opens once (the server picks its prize), shakes about 2 s (not when the
 * member prefers reduced motion) and reveals '<gift name> X1'; the others stay closed and say 未獲得抽獎機會.
 * 全部開啟 opens the unopened ones one after another, every 500 ms.
 */
export function RedPackets({ draws, reveal }: Props) {
  const [phases, setPhases] = useState<Record<number, Phase>>({});
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const setPhase = (id: number, phase: Phase) => setPhases((current) => ({ ...current, [id]: phase }));
  const busy = (draw: Draw) => (phases[draw.id]?.state ?? 'idle') !== 'idle';
  const waiting = draws.filter((draw) => !isOpened(draw) && !busy(draw));

  const open = async (draw: Draw) => {
    setPhase(draw.id, { state: 'opening', error: null });
    try {
      await reveal(draw.id, delay(prefersReducedMotion() ? 0 : RAFFLE.animationMs));
      setPhase(draw.id, { state: 'idle', error: null });
    } catch (error) {
      setPhase(draw.id, { state: 'idle', error: userMessage(error) });
    }
  };

  const openAll = () => {
    waiting.forEach((draw, index) => {
      if (index === 0) return void open(draw);
      setPhase(draw.id, { state: 'queued', error: null });
      timers.current.push(setTimeout(() => void open(draw), index * RAFFLE.openAllStepMs));
    });
  };

  const packets = Array.from({ length: RAFFLE.packets }, (_, index) => draws[index] ?? null);
  return (
    <section className={styles.raffle} aria-labelledby="red-packets-heading">
      <h3 id="red-packets-heading" className={styles.heading}>
        紅包抽獎
      </h3>
      <p>您獲得 {draws.length} 次抽獎機會，請開啟紅包領取贈品。</p>
      <ul className={styles.packets}>
        {packets.map((draw, index) => (
          <li
            key={draw?.id ?? `none-${index}`}
            className={packetClass(draw, phases[draw?.id ?? -1]?.state === 'opening')}
          >
            {draw ? (
              <Packet draw={draw} number={index + 1} phase={phases[draw.id]} onOpen={() => void open(draw)} />
            ) : (
              <p>{ACTIVITY_MESSAGES.notEarned}</p>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={buttons.primary} onClick={openAll} disabled={waiting.length === 0}>
        {ACTIVITY_MESSAGES.openAll}
      </button>
    </section>
  );
}

function packetClass(draw: Draw | null, isOpening: boolean) {
  if (!draw) return `${styles.packet} ${styles.closed}`;
  if (isOpened(draw)) return `${styles.packet} ${styles.opened}`;
  return isOpening ? `${styles.packet} ${styles.opening}` : styles.packet;
}

function Packet({ draw, number, phase, onOpen }: { draw: Draw; number: number; phase?: Phase; onOpen: () => void }) {
  const name = prizeName(draw);
  const prize = name ? ACTIVITY_MESSAGES.prize(name) : null;
  return (
    <>
      {isOpened(draw) ? null : (
        <button
          type="button"
          onClick={onOpen}
          disabled={phase !== undefined && phase.state !== 'idle'}
          aria-busy={phase?.state === 'opening'}
          aria-label={`${ACTIVITY_MESSAGES.openOne}（第 ${number} 個）`}
        >
          {phase?.state === 'opening' ? '開啟中…' : ACTIVITY_MESSAGES.openOne}
        </button>
      )}
      <div role="status">{prize ? <p className={styles.prize}>{prize}</p> : null}</div>
      {phase?.error ? <p role="alert">{phase.error}</p> : null}
    </>
  );
}
