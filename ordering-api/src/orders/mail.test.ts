import { mailTime } from './mail.ts';

describe("a mail's times are the shop's clock in the mail's language, never an ISO timestamp", () => {
  const noon = '2026-11-28T11:30:00Z';
  test('Stockholm, Helsinki and Oslo read the same instant on their own clocks', () => {
    expect(mailTime(noon, 'Europe/Stockholm', 'sv')).toBe('28 nov. 12:30');
    expect(mailTime(noon, 'Europe/Helsinki', 'fi')).toBe('28.11. klo 13.30');
    expect(mailTime(noon, 'Europe/Oslo', 'en')).toBe('28 Nov, 12:30');
    expect(mailTime(noon, 'Europe/Stockholm', 'en')).not.toContain('T11:30');
  });
  test('an unknown zone reads as Stockholm, an unreadable time as it was sent', () => {
    expect(mailTime(noon, 'Mars/Olympus', 'sv')).toBe('28 nov. 12:30');
    expect(mailTime('soon', 'Europe/Stockholm', 'sv')).toBe('soon');
  });
});
