import { describe, expect, test } from 'vitest';
import {
  aliyunPercentEncode,
  aliyunRpcSignature,
  aliyunTimestamp,
  type CloudFetch,
  CloudUnreachable,
  sendSigned,
  tc3Signature,
  tencentRequest,
} from './cloud-api.js';

describe('Alibaba Cloud signature V2 (RPC)', () => {
  test('matches the worked example of the vendor’s documentation (DescribeRegions, testsecret)', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(aliyunRpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  test('percent-encodes what encodeURIComponent leaves alone, keeps the unreserved set', () => {
    expect(aliyunPercentEncode("a b*c~d!'()-_.")).toBe('a%20b%2Ac~d%21%27%28%29-_.');
    expect(aliyunPercentEncode('{"code":"1"}')).toBe('%7B%22code%22%3A%221%22%7D');
    expect(aliyunPercentEncode('任务')).toBe('%E4%BB%BB%E5%8A%A1');
  });

  test('timestamps are UTC without milliseconds', () => {
    expect(aliyunTimestamp(1456231584)).toBe('2016-02-23T12:46:24Z');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  test('matches the worked example of the vendor’s documentation (CVM DescribeInstances)', () => {
    const signed = tc3Signature({
      host: 'cvm.tencentcloudapi.com',
      service: 'cvm',
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    });
    expect(signed).toEqual({
      signature: '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
      credentialScope: '2019-02-25/cvm/tc3_request',
      signedHeaders: 'content-type;host',
    });
  });

  test('the credential date is the UTC date, not China time (00:44 on the 26th in Beijing)', () => {
    const request = tencentRequest({
      host: 'cvm.tencentcloudapi.com',
      service: 'cvm',
      action: 'DescribeInstances',
      version: '2017-03-12',
      region: 'ap-guangzhou',
      payload: {},
      secretId: 'AKIDEXAMPLE',
      secretKey: 'secret',
      now: 1551113065,
    });
    expect(request.headers.authorization).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDEXAMPLE\/2019-02-25\/cvm\/tc3_request, /,
    );
    expect(request.headers).toMatchObject({
      'x-tc-action': 'DescribeInstances',
      'x-tc-timestamp': '1551113065',
    });
    expect(request.url).toBe('https://cvm.tencentcloudapi.com/');
  });
});

describe('sendSigned', () => {
  const request = { url: 'https://sms.example/', method: 'POST' as const, headers: {}, body: '' };

  test('a network failure, a non-JSON page and a timeout are CloudUnreachable', async () => {
    const down: CloudFetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(sendSigned(down, request, 1000)).rejects.toThrow(CloudUnreachable);
    const html: CloudFetch = async () => ({ status: 502, text: async () => '<html>Bad Gateway</html>' });
    await expect(sendSigned(html, request, 1000)).rejects.toThrow('answered 502 without JSON');
    const hang: CloudFetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason)),
      );
    await expect(sendSigned(hang, request, 10)).rejects.toThrow('sms.example: timeout');
  });
});
