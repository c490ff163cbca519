/** A hand-written stand-in for the generated `paths`, shaped as openapi-typescript writes it. */

interface NoParameters {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}

interface JsonResponse<T> {
  headers: { [name: string]: unknown };
  content: { 'application/json': T };
}

export interface FakeJob {
  jobId: number;
  jobName: string;
}

export interface FakeReferral {
  mobileNumber: string;
  candidateName: string;
}

export interface paths {
  '/corporate-recruitment/talentJobs/getJobById': {
    parameters: NoParameters;
    get: {
      parameters: { query: { jobId: number; mobileNumber?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: JsonResponse<FakeJob>; 404: JsonResponse<{ message: string }>; 500: JsonResponse<unknown> };
    };
    post?: never;
  };
  '/corporate-recruitment/talentJobs/referCandidates': {
    parameters: NoParameters;
    get?: never;
    post: {
      parameters: { query: { mobileNumber: string; positionId: number }; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': FakeReferral[] } };
      responses: { 200: JsonResponse<{ response: string }>; 401: JsonResponse<unknown> };
    };
  };
  '/api/auth/fetchProgrammaticUserToken': {
    parameters: NoParameters;
    get: {
      parameters: NoParameters;
      requestBody?: never;
      responses: { 200: JsonResponse<{ token: string }> };
    };
    post?: never;
  };
}
