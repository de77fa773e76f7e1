import {describe, expect, it} from 'vitest';
import {
  FEATURE_REQUESTS,
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_CATEGORY_LABELS,
  FEATURE_REQUEST_STATUSES,
  FEATURE_REQUEST_STATUS_LABELS,
} from '../featureRequests';

describe('feature requests data', () => {
  it('has unique, URL-safe slugs and unique titles', () => {
    const slugs = FEATURE_REQUESTS.map((request) => request.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(FEATURE_REQUESTS.map((request) => request.title)).size).toBe(FEATURE_REQUESTS.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('uses only known statuses and categories, each with a label', () => {
    for (const request of FEATURE_REQUESTS) {
      expect(FEATURE_REQUEST_STATUSES, request.slug).toContain(request.status);
      expect(FEATURE_REQUEST_CATEGORIES, request.slug).toContain(request.category);
    }
    for (const status of FEATURE_REQUEST_STATUSES) {
      expect(FEATURE_REQUEST_STATUS_LABELS[status]).not.toBe('');
      expect(FEATURE_REQUESTS.some((request) => request.status === status), status).toBe(true);
    }
    for (const category of FEATURE_REQUEST_CATEGORIES) {
      expect(FEATURE_REQUEST_CATEGORY_LABELS[category]).not.toBe('');
    }
  });

  it('has real calendar dates in the past and non-negative whole vote counts', () => {
    for (const request of FEATURE_REQUESTS) {
      expect(request.created, request.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${request.created}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), request.slug).toBe(request.created);
      expect(date.getTime()).toBeLessThan(Date.now());
      expect(Number.isInteger(request.votes) && request.votes >= 0, request.slug).toBe(true);
    }
  });

  it('describes every request in at least one non-empty paragraph', () => {
    for (const request of FEATURE_REQUESTS) {
      expect(request.description.length, request.slug).toBeGreaterThan(0);
      expect(request.description.every((paragraph) => paragraph.trim().length > 20), request.slug).toBe(true);
    }
  });
});
