import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../testing/test-app.ts';
import { P, type FilePart, sessionPerFile } from '../testing/session.ts';

const CASHFREE = '/legacy-services/api/v1/cashfree';
const demo: string = DEMO_IDENTITIES.candidateMobile;
const AADHAAR = '482193574821';
const PDF = Buffer.from('%PDF-1.4\n% e-Aadhaar\n%%EOF\n', 'latin1');
const AADHAAR_FIRST = 'Please verify your Aadhaar first before proceeding with PAN verification';

const { t, s } = sessionPerFile(1500);

interface Kyc {
  aadhaarVerified: boolean;
  panVerified: boolean;
  nameOnAadhaar: string | null;
  nameOnPan: string | null;
  aadhaarNumber: string | null;
  panNumber: string | null;
  phoneNumber: string;
}

async function kyc(mobile = demo): Promise<Kyc> {
  const response = await s.get(`${P}/fetchCandidateKYCDetails?mobileNumber=${mobile}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Kyc }).data;
}
async function requestOtp(aadhaar = AADHAAR): Promise<string> {
  const response = await s.get(`${CASHFREE}/getAadhaarOTP/${aadhaar}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { refId: string }).refId;
}
const verifyOtp = (refId: string, otp = '1234', aadhaar = AADHAAR, mobile = demo) =>
  s.post(
    `${CASHFREE}/verifyCandidateAadhaar?mobileNumber=${mobile}&aadhaarNumber=${aadhaar}&aadhaarOTP=${otp}&refId=${refId}`,
    {
      phoneNumber: mobile,
      otp,
      aadhaarNumber: aadhaar,
    },
  );
const pdfFile = (data: Buffer | string = PDF, type = 'application/pdf'): FilePart => ({
  field: 'file',
  filename: 'e-aadhaar.pdf',
  type,
  data,
});
const uploadPdf = (file?: FilePart, mobile = demo) =>
  s.upload('/legacy-services/api/v1/candidate/verifyCandidateAadhaar', { mobileNumber: mobile }, file ? [file] : []);
const uploadCard = (file?: FilePart, fields: Record<string, string> = {}) =>
  s.upload(
    '/legacy-services/api/v1/myDocument/verifyAadhaarCard',
    { mobileNumber: demo, ...fields },
    file ? [file] : [],
  );
const verifyPan = (pan: string, mobile = demo, token = s.token()) =>
  t.inject({
    method: 'POST',
    url: `${CASHFREE}/verifyPan?mobileNumber=${mobile}&panNumber=${pan}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { mobileNumber: mobile, panNumber: pan },
  });

beforeEach(() => s.reset());

describe('fetchCandidateKYCDetails', () => {
  it('answers the verified state of the KYC-complete candidate and nulls for the demo candidate', async () => {
    expect(await kyc(DEMO_IDENTITIES.kycCompleteMobile)).toEqual({
      aadhaarVerified: true,
      panVerified: true,
      nameOnAadhaar: 'Rahul Kumar Verma',
      nameOnPan: 'RAHUL KUMAR VERMA',
      aadhaarNumber: '482193756104',
      panNumber: 'ABCPV1234F',
      phoneNumber: '9123456780',
    });
    expect(await kyc()).toEqual({
      aadhaarVerified: false,
      panVerified: false,
      nameOnAadhaar: null,
      nameOnPan: null,
      aadhaarNumber: null,
      panNumber: null,
      phoneNumber: demo,
    });
  });

  it('answers 404 for an unknown number and 400 for 0', async () => {
    const unknown = await s.get(`${P}/fetchCandidateKYCDetails?mobileNumber=9988776655`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Candidate not found' });
    const zero = await s.get(`${P}/fetchCandidateKYCDetails?mobileNumber=0`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Mobile number is required' });
  });
});

describe('Aadhaar by one-time code', () => {
  it('sends a code, and the demo code verifies the Aadhaar under that refId', async () => {
    const refId = await requestOtp();
    expect(refId).toMatch(/^\d+$/);
    const response = await verifyOtp(refId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Aadhaar verification successful!',
      data: { nameOnAadhaar: 'Priya Sharma', aadhaarNumber: AADHAAR },
    });
    expect(await kyc()).toMatchObject({
      aadhaarVerified: true,
      aadhaarNumber: AADHAAR,
      nameOnAadhaar: 'Priya Sharma',
      panVerified: false,
    });
  });

  it("answers 'Invalid Aadhaar OTP' for a wrong code, an unknown refId, another number, a used or an expired refId", async () => {
    const refId = await requestOtp();
    const wrong = [verifyOtp(refId, '9999'), verifyOtp('777'), verifyOtp(refId, '1234', '999988887777')];
    for (const response of await Promise.all(wrong)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid Aadhaar OTP' });
    }
    expect((await verifyOtp(refId)).statusCode).toBe(200);
    expect((await verifyOtp(refId)).json()).toMatchObject({ message: 'Invalid Aadhaar OTP' });
    const late = await requestOtp();
    await t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 11 * 60 * 1000 } });
    expect((await verifyOtp(late)).json()).toMatchObject({ message: 'Invalid Aadhaar OTP' });
  });

  it('requires the reference id and the mobile number', async () => {
    const blank = await verifyOtp('%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Reference ID is required for Aadhaar verification' });
    const zero = await verifyOtp(await requestOtp(), '1234', AADHAAR, '0');
    expect(zero.json()).toMatchObject({ message: 'Mobile number is required' });
  });

  it('refuses an Aadhaar number that is not 12 digits, and calls without a token', async () => {
    expect((await s.get(`${CASHFREE}/getAadhaarOTP/48219357482`)).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `${CASHFREE}/getAadhaarOTP/${AADHAAR}` })).statusCode).toBe(401);
  });
});

describe('Aadhaar by document', () => {
  it('verifies from an e-Aadhaar PDF with a 12-digit number', async () => {
    const response = await uploadPdf(pdfFile());
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { aadhaarNumber: string } };
    expect(body).toEqual({
      success: true,
      status: 200,
      message: 'Aadhaar verification successful!',
      data: {
        nameOnAadhaar: 'Priya Sharma',
        aadhaarNumber: expect.stringMatching(/^[2-9]\d{11}$/),
        message: 'Aadhaar details extracted',
      },
    });
    expect(await kyc()).toMatchObject({ aadhaarVerified: true, aadhaarNumber: body.data.aadhaarNumber });
  });

  it("answers 'Only PDF files are allowed' unless both the media type and the bytes say PDF", async () => {
    for (const file of [
      pdfFile('not a pdf'),
      pdfFile(PDF, 'image/png'),
      { ...pdfFile('JFIF'), type: 'image/jpeg', filename: 'card.jpg' },
    ]) {
      const response = await uploadPdf(file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Only PDF files are allowed' });
    }
    expect((await kyc()).aadhaarVerified).toBe(false);
  });

  it("answers 'Aadhaar file is required' without a file, and requires the mobile number", async () => {
    for (const response of [await uploadPdf(), await uploadCard()]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Aadhaar file is required' });
    }
    expect((await uploadPdf(pdfFile(), '0')).json()).toMatchObject({ message: 'Mobile number is required' });
  });

  it('verifies from a card image, taking a typed Aadhaar number as the one on the card', async () => {
    const card: FilePart = {
      field: 'file',
      filename: 'aadhaar-front.jpg',
      type: 'image/jpeg',
      data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    };
    const response = await uploadCard(card, { aadhaarNumber: AADHAAR });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { nameOnAadhaar: 'Priya Sharma', aadhaarNumber: AADHAAR },
    });
    expect(await kyc()).toMatchObject({ aadhaarVerified: true, aadhaarNumber: AADHAAR });
  });

  it('refuses a card that is not JPG, PNG or PDF', async () => {
    const response = await uploadCard({ field: 'file', filename: 'card.txt', type: 'text/plain', data: 'text' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Only JPG, PNG or PDF files are allowed' });
  });
});

describe('verifyPan', () => {
  it('requires the Aadhaar first, then verifies the PAN with the Aadhaar name in capitals', async () => {
    const early = await verifyPan('BQRPS1234F');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: AADHAAR_FIRST });
    await uploadPdf(pdfFile());
    const response = await verifyPan('BQRPS1234F');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'PAN verification successful!',
      data: { nameOnPan: 'PRIYA SHARMA', panNumber: 'BQRPS1234F' },
    });
    expect(await kyc()).toMatchObject({
      aadhaarVerified: true,
      panVerified: true,
      panNumber: 'BQRPS1234F',
      nameOnPan: 'PRIYA SHARMA',
    });
  });

  it('refuses a malformed PAN and requires the PAN and the mobile number', async () => {
    // The contract's rule (PanNumber): upper case, as the client sends it; a lower-case PAN is refused too.
    for (const pan of ['BQRPS1234', 'BQRP51234F', '12345ABCDE', 'bqrps1234f']) {
      const response = await verifyPan(pan);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please enter a valid 10-character PAN number' });
    }
    expect((await verifyPan('')).json()).toMatchObject({ message: 'PAN number is required' });
    expect((await verifyPan('BQRPS1234F', '0')).json()).toMatchObject({ message: 'Mobile number is required' });
  });

  it("accepts the mobile's own token and answers 401 'Authentication failed' for another number's", async () => {
    await uploadPdf(pdfFile());
    const tokenFor = async (mobile: string) =>
      (
        (await t.inject({ method: 'GET', url: `/api/auth/fetchUserTokenByMobile?mobileNumber=${mobile}` })).json() as {
          token: string;
        }
      ).token;
    const other = await verifyPan('BQRPS1234F', demo, await tokenFor(DEMO_IDENTITIES.kycCompleteMobile));
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ message: 'Authentication failed' });
    expect((await verifyPan('BQRPS1234F', demo, await tokenFor(demo))).statusCode).toBe(200);
    expect((await verifyPan('BQRPS1234F', demo, 'forged')).statusCode).toBe(401);
  });
});

describe('KYC steps in order', () => {
  it('unlocks the withdrawal once Aadhaar and then PAN are verified', async () => {
    const transfer = () =>
      s.post(
        `${CASHFREE}/directTransfer?mobileNumber=${demo}&vpa=priya.sharma@okaxis&nameOnAadhar=Priya%20Sharma&transferMode=upi&transferAmount=200`,
      );
    expect((await transfer()).statusCode).toBe(400);
    await verifyOtp(await requestOtp());
    expect((await transfer()).json()).toMatchObject({ error: 'KYC_REQUIRED' });
    await verifyPan('BQRPS1234F');
    const response = await transfer();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ transferredAmount: 200, balance: 500 });
  });
});

describe('updateKycStatus', () => {
  it('keeps the KYC object as it came', async () => {
    const body = {
      mobileNumber: demo,
      aadhaarVerified: true,
      panVerified: false,
      source: 'profile',
      extra: { step: 2 },
    };
    const response = await s.post('/candidate-services/api/v1/candidate/updateKycStatus', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'KYC status updated successfully' });
    const stored = t.app.world.db.candidate.findFirst({ where: { mobile: { equals: demo } } });
    expect(JSON.parse(stored?.kycExtra ?? '{}')).toEqual(body);
  });

  it('requires a mobile number', async () => {
    for (const body of [{ aadhaarVerified: true }, { mobileNumber: '0' }]) {
      const response = await s.post('/candidate-services/api/v1/candidate/updateKycStatus', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Mobile number is required' });
    }
  });
});
