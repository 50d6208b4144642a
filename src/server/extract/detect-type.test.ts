import { describe, expect, it } from 'vitest';
import { fileExtension } from './detect-type.ts';

describe('fileExtension', () => {
  it.each([
    ['plan.PDF', 'pdf'],
    ['C:\\Users\\me\\plan.docx', 'docx'],
    ['archive.tar.txt', 'txt'],
    ['Business plan v2.0', ''],
    ['README', ''],
    ['.hidden', ''],
    ['plan.exe', 'exe'],
  ])('%s -> "%s"', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});
