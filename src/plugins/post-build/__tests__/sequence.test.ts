import {describe, expect, it, vi} from 'vitest';
import {createPostBuildSequence, STEP_DEPENDENCIES, type PostBuildStep} from '../sequence';

const STEPS = Object.keys(STEP_DEPENDENCIES) as PostBuildStep[];

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

// A macrotask turn without the timers' 1 ms floor: 5,040 orders of seven steps are played twice.
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Plays a build whose postBuild hooks run in `order`, one after the other or all at once; returns when the framework would. */
async function playBuild(order: readonly PostBuildStep[], mode: 'sequential' | 'parallel') {
  const sequence = createPostBuildSequence();
  const log: string[] = [];
  for (const step of STEPS) sequence.expect(step);
  const hook = async (step: PostBuildStep) => {
    await tick();
    await sequence.arrive(step, async () => {
      log.push(`start ${step}`);
      await tick();
      log.push(`end ${step}`);
    });
  };
  if (mode === 'sequential') {
    for (const step of order) await hook(step);
  } else {
    await Promise.all(order.map(hook));
  }
  return log;
}

describe('post-build sequence', () => {
  for (const mode of ['sequential', 'parallel'] as const) {
    it(`runs every step after the steps it depends on, for every order of hooks run ${mode === 'sequential' ? 'one after another' : 'at once'}`, async () => {
      for (const order of permutations(STEPS)) {
        const log = await playBuild(order, mode);
        // Everything ran, and had finished when the last hook returned.
        expect(log.filter((line) => line.startsWith('end ')).sort(), order.join(' ')).toEqual(STEPS.map((step) => `end ${step}`).sort());
        for (const step of STEPS) {
          for (const before of STEP_DEPENDENCIES[step]) {
            expect(log.indexOf(`end ${before}`), `${before} before ${step} in ${order.join(' ')}`).toBeLessThan(log.indexOf(`start ${step}`));
          }
        }
      }
    });
  }

  it('does not wait for a step no plugin expected (the plugin is not in this build)', async () => {
    const sequence = createPostBuildSequence();
    sequence.expect('pages');
    sequence.expect('precache');
    const ran: string[] = [];
    await sequence.arrive('precache', async () => void ran.push('precache'));
    expect(ran).toEqual([]);
    await sequence.arrive('pages', async () => void ran.push('pages'));
    expect(ran).toEqual(['pages', 'precache']);
  });

  it('rejects in the hook whose work failed, and runs nothing that depends on it', async () => {
    const sequence = createPostBuildSequence();
    sequence.expect('pages');
    sequence.expect('precache');
    const ran: string[] = [];
    await sequence.arrive('precache', async () => void ran.push('precache'));
    await expect(sequence.arrive('pages', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(ran).toEqual([]);
  });

  it('runs nothing after a step whose plugin reported a failure', async () => {
    const sequence = createPostBuildSequence();
    sequence.expect('search-index');
    sequence.expect('precache');
    const ran: string[] = [];
    sequence.fail('search-index', new Error('bad page'));
    await sequence.arrive('precache', async () => void ran.push('precache'));
    expect(ran).toEqual([]);
  });

  it('starts over for the next build in the same process', async () => {
    const sequence = createPostBuildSequence();
    const ran: string[] = [];
    for (const locale of ['en', 'fr']) {
      sequence.expect('pages');
      sequence.expect('precache');
      await sequence.arrive('pages', async () => void ran.push(`pages ${locale}`));
      await sequence.arrive('precache', async () => void ran.push(`precache ${locale}`));
    }
    expect(ran).toEqual(['pages en', 'precache en', 'pages fr', 'precache fr']);
  });

  it('refuses a step that arrives twice or was never expected', async () => {
    const sequence = createPostBuildSequence();
    sequence.expect('pages');
    await sequence.arrive('pages');
    await expect(sequence.arrive('pages')).rejects.toThrow('arrived twice');
    await expect(sequence.arrive('precache')).rejects.toThrow('without being expected');
  });
});

describe('the shared sequence', () => {
  it('is one per process, however many times its module is evaluated', async () => {
    const first = await import('../sequence');
    vi.resetModules();
    const second = await import('../sequence');
    expect(second).not.toBe(first);
    expect(second.postBuildSequence).toBe(first.postBuildSequence);
  });
});
