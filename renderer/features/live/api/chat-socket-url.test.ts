import { describe, expect, it } from 'vitest';
import { chatSocketUrl } from './chat-socket-url.ts';

describe('chatSocketUrl', () => {
  it('puts the socket beside the REST API, on the same host, ws for http and wss for https', () => {
    expect(chatSocketUrl('https://tj.school.ch/api/chat/api/v1', 'app://tech-journey/live')).toBe(
      'wss://tj.school.ch/api/chat/websocket',
    );
    expect(chatSocketUrl('http://10.0.0.5:8080/api/chat/api/v1/', 'app://tech-journey/')).toBe(
      'ws://10.0.0.5:8080/api/chat/websocket',
    );
    // A school's own Rocket.Chat: its socket at its root.
    expect(chatSocketUrl('https://chat.school.ch/api/v1', 'app://tech-journey/')).toBe(
      'wss://chat.school.ch/websocket',
    );
  });

  it('reads a relative base URL against the page (the web UI)', () => {
    expect(chatSocketUrl('/api/chat/api/v1', 'https://tj.school.ch/live/watch?course=1')).toBe(
      'wss://tj.school.ch/api/chat/websocket',
    );
  });

  it('has no address without an http(s) one to derive from', () => {
    expect(chatSocketUrl('/api/chat/api/v1', 'app://tech-journey/')).toBeNull();
    expect(chatSocketUrl('file:///chat', 'https://tj.school.ch/')).toBeNull();
  });
});
