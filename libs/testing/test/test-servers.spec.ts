import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseTestServers, dockerEngineAnswers, provideTestServers } from '../src/test-servers.js';

const URLS = {
  DATABASE_URL_BASE: 'postgres://postgres@db.example:5432',
  NATS_URL: 'nats://bus.example:4222',
  REDIS_URL: 'redis://cache.example:6379',
};
const CONTAINER_URLS = {
  DATABASE_URL_BASE: 'postgres://postgres@localhost:32768',
  NATS_URL: 'nats://localhost:32769',
  REDIS_URL: 'redis://localhost:32770',
};

describe('test servers: the URLs when set, containers when Docker answers, else the local ports', () => {
  it('every URL set: they are used as they are, even with a Docker engine answering', async () => {
    expect(chooseTestServers(URLS, true)).toBe('env');
    const env = { ...URLS };
    let started = false;
    const result = await provideTestServers(env, {
      dockerAnswers: async () => true,
      start: async () => {
        started = true;
        return { urls: CONTAINER_URLS, stop: async () => {} };
      },
    });
    expect(result.source).toBe('env');
    expect(started).toBe(false);
    expect(env).toEqual(URLS);
  });

  it('no URL set and a Docker engine answers: containers start and their URLs are what tests get; stop removes them', async () => {
    const env: NodeJS.ProcessEnv = {};
    let stopped = false;
    const result = await provideTestServers(env, {
      dockerAnswers: async () => true,
      start: async () => ({ urls: CONTAINER_URLS, stop: async () => void (stopped = true) }),
    });
    expect(result.source).toBe('testcontainers');
    expect(env).toMatchObject(CONTAINER_URLS);
    await result.stop();
    expect(stopped).toBe(true);
  });

  it('a URL missing and no Docker engine (this machine without the variables): the local ports, set ones kept', async () => {
    expect(chooseTestServers({ NATS_URL: URLS.NATS_URL }, false)).toBe('local');
    const env: NodeJS.ProcessEnv = { NATS_URL: URLS.NATS_URL };
    const result = await provideTestServers(env, { dockerAnswers: async () => false });
    expect(result.source).toBe('local');
    expect(env).toEqual({
      DATABASE_URL_BASE: 'postgres://postgres@127.0.0.1:5432',
      NATS_URL: URLS.NATS_URL,
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
  });

  describe('whether a Docker engine answers', () => {
    let dir: string;
    let server: Server;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'docker-ping-'));
      server = createServer((req, res) => {
        res.writeHead(req.url === '/_ping' ? 200 : 404).end('OK');
      });
      await new Promise<void>((resolve) => server.listen(path.join(dir, 'docker.sock'), resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    it('an engine answering /_ping on DOCKER_HOST is seen', async () => {
      expect(await dockerEngineAnswers({ DOCKER_HOST: `unix://${path.join(dir, 'docker.sock')}` })).toBe(true);
    });

    it('a socket nobody listens on is no engine', async () => {
      expect(await dockerEngineAnswers({ DOCKER_HOST: `unix://${path.join(dir, 'none.sock')}` })).toBe(false);
    });
  });
});
