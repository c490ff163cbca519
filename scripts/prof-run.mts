import autocannon from 'autocannon';
const url = 'http://127.0.0.1:8493';
const watch = process.env.WATCH === '1';
if (watch) {
  const answer = await fetch(`${url}/__mock/console/events`);
  const reader = answer.body!.getReader();
  (async () => { for (;;) { const r = await reader.read(); if (r.done) return; } })().catch(() => {});
}
const path = process.env.SEARCH ? '/recruiter-services/api/v1/positions/searchJobs' : '/corporate-recruitment/talentJobs/getJobById?jobId=100001&mobileNumber=0';
const token = ((await (await fetch(`${url}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string }).token;
const result = await autocannon({ url: url + path, method: process.env.SEARCH ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: process.env.SEARCH ? JSON.stringify({ latitude: 28.6139, longitude: 77.209, distance: 50, page: 1, size: 10, mobileNumber: '0' }) : undefined, connections: 50, duration: 6 });
console.log('rps', result.requests.average, 'non2xx', result.non2xx);
process.exit(0);
