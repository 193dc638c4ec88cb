import { pushAddressAllowed } from './push-services';

const production = { loopbackAllowed: false };

describe('push addresses', () => {
  it('accept the browsers’ push services as their subscriptions name them', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dTaP0Z3Qx4c:APA91bH',
      'https://fcm.googleapis.com/wp/cYJ8vU9',
      'https://android.googleapis.com/gcm/send/APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH_nN8',
    ]) {
      expect([endpoint, pushAddressAllowed(endpoint, production)]).toEqual([endpoint, true]);
    }
  });

  it('refuse inside addresses, look-alike hosts, other ports, plain http and credentials', () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/internal-admin/flush?all=1',
      'http://localhost/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.20.30.40:8443/x',
      'https://[::1]/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/a',
      'https://evilfcm.googleapis.com/fcm/send/a',
      'https://notify.windows.com.evil.example/w/',
      'https://fcm.googleapis.com:444/fcm/send/a',
      'http://fcm.googleapis.com/fcm/send/a',
      'https://user:pass@fcm.googleapis.com/fcm/send/a',
      'not a url',
    ]) {
      expect([endpoint, pushAddressAllowed(endpoint, production)]).toEqual([endpoint, false]);
    }
  });

  it('let plain http on loopback through only under the tests-only setting', () => {
    expect(pushAddressAllowed('http://127.0.0.1:4000/push/a', { loopbackAllowed: true })).toBe(true);
    expect(pushAddressAllowed('http://127.0.0.1:4000/push/a', production)).toBe(false);
    expect(pushAddressAllowed('http://10.0.0.5/push/a', { loopbackAllowed: true })).toBe(false);
  });
});
