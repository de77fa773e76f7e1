import {describe, expect, it, vi} from 'vitest';
import {classifyRouteChange, createPageViewLog, type RouteLocation} from '../pageViewLog';

const at = (pathname: string, search = '', hash = ''): RouteLocation => ({pathname, search, hash});

describe('classifyRouteChange', () => {
  it('calls the first location of a visit the initial view', () => {
    expect(classifyRouteChange(at('/tests/'), null)).toBe('initial');
  });

  it('tells a new page from a query change and from a hash change', () => {
    expect(classifyRouteChange(at('/b/'), at('/a/'))).toBe('page');
    expect(classifyRouteChange(at('/a/', '?x=1'), at('/a/'))).toBe('query');
    expect(classifyRouteChange(at('/a/', '', '#part'), at('/a/'))).toBe('hash');
    // A new path wins even when the query and hash change too.
    expect(classifyRouteChange(at('/b/', '?x=1', '#y'), at('/a/'))).toBe('page');
  });
});

describe('createPageViewLog', () => {
  it('records views newest first, numbered in visit order, with full paths', () => {
    const log = createPageViewLog({limit: 10});
    log.record({location: at('/tests/'), previousLocation: null, title: 'Tests'});
    log.record({location: at('/tests/pages/seo/', '?from=log', '#meta'), previousLocation: at('/tests/'), title: 'SEO'});

    expect(log.getSnapshot()).toEqual([
      {sequence: 2, kind: 'page', path: '/tests/pages/seo/?from=log#meta', previousPath: '/tests/', title: 'SEO'},
      {sequence: 1, kind: 'initial', path: '/tests/', previousPath: null, title: 'Tests'},
    ]);
  });

  it('keeps only the newest events past its limit, without reusing numbers', () => {
    const log = createPageViewLog({limit: 2});
    for (const pathname of ['/a/', '/b/', '/c/']) {
      log.record({location: at(pathname), previousLocation: null, title: pathname});
    }
    expect(log.getSnapshot().map((view) => [view.sequence, view.path])).toEqual([
      [3, '/c/'],
      [2, '/b/'],
    ]);
  });

  it('returns the same snapshot until something changes, and tells subscribers when it does', () => {
    const log = createPageViewLog({limit: 5});
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    const before = log.getSnapshot();
    expect(log.getSnapshot()).toBe(before);

    log.record({location: at('/a/'), previousLocation: null, title: 'A'});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot()).not.toBe(before);

    log.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(log.getSnapshot()).toEqual([]);

    unsubscribe();
    log.record({location: at('/b/'), previousLocation: null, title: 'B'});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('retitles only the newest view, and only while the visitor is on its path', () => {
    const log = createPageViewLog({limit: 5});
    log.record({location: at('/a/'), previousLocation: null, title: 'A'});
    log.record({location: at('/b/', '?q=1'), previousLocation: at('/a/'), title: 'A'});
    expect(log.getSnapshot()[0]!.sequence).toBe(2);

    const listener = vi.fn();
    log.subscribe(listener);
    log.retitleNewest('/c/', 'C');
    log.retitleNewest('/b/?q=1', 'A');
    expect(listener).not.toHaveBeenCalled();

    log.retitleNewest('/b/?q=1', 'B');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot().map((view) => view.title)).toEqual(['B', 'A']);

    log.clear();
    log.retitleNewest('/b/?q=1', 'B again');
    expect(log.getSnapshot()).toEqual([]);
  });
});
