import { describe, expect, it } from 'vitest';
import { doorKeyText, doorWords } from './door-key.js';

const door = (plotNumber: string, street: string, pinCode = '560001') => doorKeyText({ pinCode, plotNumber, street });

describe('one door, however it is written', () => {
  const usual = door('12', 'MG Road');

  it('keeps the pin code, the plot and the street', () => {
    expect(usual).toBe(door(' 12 ', 'mg road'));
    expect(usual).not.toBe(door('13', 'MG Road'));
    expect(usual).not.toBe(door('12', 'MG Road', '560002'));
    expect(usual).not.toBe(door('12', 'Brigade Road'));
  });

  it('reads plot "No. 12" as 12', () => {
    expect(door('No. 12', 'MG Road')).toBe(usual);
    expect(door('No 12', 'MG Road')).toBe(usual);
    expect(door('Number 12', 'MG Road')).toBe(usual);
    expect(door('#12', 'MG Road')).toBe(usual);
  });

  it('reads full-width digits "１２" and Devanagari digits "१२" as 12', () => {
    expect(door('１２', 'MG Road')).toBe(usual);
    expect(door('१२', 'MG Road')).toBe(usual);
    expect(door('12', 'MG Road', '５６０００１')).toBe(usual);
  });

  it('reads street "M.G. Rd" as MG Road', () => {
    expect(door('12', 'M.G. Rd')).toBe(usual);
    expect(door('12', 'M. G. Road')).toBe(usual);
    expect(door('12', 'MG Rd.')).toBe(usual);
  });

  it('reads street "Mahatma Gandhi Road" as MG Road', () => {
    expect(door('12', 'Mahatma Gandhi Road')).toBe(usual);
    expect(door('12', 'MAHATMA GANDHI RD')).toBe(usual);
  });

  it('reads street "МG Road" with a Cyrillic М as MG Road, and other look-alike letters as theirs', () => {
    expect('МG Road').not.toBe('MG Road');
    expect(door('12', 'МG Road')).toBe(usual);
    // Cyrillic о and а in "Rоаd", a Greek Ο in "ROAD", full-width letters.
    expect(door('12', 'MG Rоаd')).toBe(usual);
    expect(door('12', 'MG RΟAD')).toBe(usual);
    expect(door('12', 'ＭＧ Ｒｏａｄ')).toBe(usual);
  });

  it('reads the plot written "No. １２" on "M.G. Rd" as the same door', () => {
    expect(door('No. １２', 'М.G. Rd')).toBe(usual);
  });

  it('folds St/Street, Cross, Main, Nagar and Layout, and ordinals', () => {
    expect(doorWords('Church St')).toBe(doorWords('Church Street'));
    expect(doorWords('5th Cross')).toBe(doorWords('5 Crs'));
    expect(doorWords('1st Main')).toBe(doorWords('1 Mn'));
    expect(doorWords('Jaya Ngr')).toBe(doorWords('Jaya Nagar'));
    expect(doorWords('HSR Lyt')).toBe(doorWords('HSR Layout'));
    expect(doorWords('HSR Layout')).not.toBe(doorWords('HSR Nagar'));
  });

  it('keeps an address in an Indian script instead of dropping it', () => {
    expect(doorWords('गांधी नगर')).not.toBe('');
    expect(doorWords('गांधी नगर')).not.toBe(doorWords('नेहरू नगर'));
  });
});
