import { runService } from '../../src/service.ts';

// The real service and process policy, with routes that leave an error nobody catches behind them.
await runService((app) => {
  app.get('/test/unhandled-rejection', async () => {
    void Promise.reject(new Error('a rejection nobody handles'));
    return { left: 'a rejection' };
  });
  app.get('/test/uncaught-exception', async () => {
    setImmediate(() => {
      throw new Error('an exception nobody catches');
    });
    return { left: 'an exception' };
  });
});
