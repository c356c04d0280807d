import { describe, expect, it } from 'vitest';
import { arranged, camerasOf, captureMs, compareNames, parseOffsets } from './galleries.order.ts';

const photo = (id: string, original_name: string, captured_at: string | null, camera: string | null = null) => ({
  id,
  original_name,
  captured_at,
  camera,
  created_at: `2027-01-01T00:00:0${id}Z`,
});

describe('gallery photo order (ADR 053)', () => {
  it('reads capture times as wall-clock milliseconds with their sub-seconds, offsets aside', () => {
    expect(captureMs('2027-06-12T14:00:00')).toBe(Date.UTC(2027, 5, 12, 14, 0, 0));
    expect(captureMs('2027-06-12T14:00:00.07+02:00')).toBe(Date.UTC(2027, 5, 12, 14, 0, 0, 70));
    expect(captureMs('2027-06-12T14:00:00.123456')).toBe(Date.UTC(2027, 5, 12, 14, 0, 0, 123));
    expect(captureMs(null)).toBeNull();
    expect(captureMs('yesterday')).toBeNull();
  });

  it('orders file names as a file manager does', () => {
    const sorted = ['DSC_10.jpg', 'dsc_2.jpg', 'DSC_0100-kopie.jpg', 'DSC_0100.jpg', 'a/b/DSC_1.jpg'].sort(
      compareNames,
    );
    expect(sorted).toEqual(['a/b/DSC_1.jpg', 'dsc_2.jpg', 'DSC_10.jpg', 'DSC_0100.jpg', 'DSC_0100-kopie.jpg']);
  });

  it('orders by capture time with camera offsets, sub-second bursts kept, undated photos last by name', () => {
    const photos = [
      photo('1', 'B_2.jpg', '2027-06-12T13:00:01', 'B'),
      photo('2', 'A_2.jpg', '2027-06-12T14:00:00.50', 'A'),
      photo('3', 'scan_2.jpg', null),
      photo('4', 'A_1.jpg', '2027-06-12T14:00:00.25', 'A'),
      photo('5', 'scan_10.jpg', null),
      photo('6', 'scan_1.jpg', null),
    ];
    const ids = (list: typeof photos) => list.map((p) => p.original_name);
    expect(ids(arranged(photos, 'captured', {}))).toEqual([
      'B_2.jpg',
      'A_1.jpg',
      'A_2.jpg',
      'scan_1.jpg',
      'scan_2.jpg',
      'scan_10.jpg',
    ]);
    expect(ids(arranged(photos, 'captured', { B: 3600 }))).toEqual([
      'A_1.jpg',
      'A_2.jpg',
      'B_2.jpg',
      'scan_1.jpg',
      'scan_2.jpg',
      'scan_10.jpg',
    ]);
    expect(ids(arranged(photos, 'name', { B: 3600 }))).toEqual([
      'A_1.jpg',
      'A_2.jpg',
      'B_2.jpg',
      'scan_1.jpg',
      'scan_2.jpg',
      'scan_10.jpg',
    ]);
    // The input is not changed.
    expect(photos[0]?.original_name).toBe('B_2.jpg');
  });

  it('reads damaged offsets as none and counts the cameras', () => {
    expect(parseOffsets('{"A": 60, "B": "x"}')).toEqual({ A: 60 });
    expect(parseOffsets('[1]')).toEqual({});
    expect(parseOffsets('not json')).toEqual({});
    expect(camerasOf([{ camera: 'B' }, { camera: 'A' }, { camera: 'B' }, { camera: null }])).toEqual([
      { camera: 'B', photos: 2 },
      { camera: 'A', photos: 1 },
    ]);
  });
});
