import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Service } from 'kubernetes-models/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The Kubernetes manifests (deploy/kubernetes) checked offline against the Kubernetes schemas (kubernetes-models),
// and against what the image and the mock need of them.
const root = join(import.meta.dirname, '../../..');
const read = (file: string): unknown => parse(readFileSync(join(root, 'deploy/kubernetes', file), 'utf8'));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

const deployment = new Deployment(read('deployment.yaml') as Deployment);
const service = new Service(read('service.yaml') as Service);
const ingress = new Ingress(read('ingress.yaml') as Ingress);
const pod = deployment.spec!.template.spec!;
const container = pod.containers[0]!;
const env = new Map((container.env ?? []).map((variable) => [variable.name, variable]));
const ingressHost = ingress.spec!.rules![0]!.host!;

/** The sources of the server and of the scripts that start it, where every variable it reads is named. */
const serverSources = [
  'scripts/mock-main.ts',
  ...readdirSync(join(root, 'scripts/lib')).map((file) => `scripts/lib/${file}`),
  ...readdirSync(join(root, 'mock-server/src'), { recursive: true, encoding: 'utf8' }).map(
    (file) => `mock-server/src/${file}`,
  ),
]
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(join(root, file), 'utf8'))
  .join('\n');

describe('the Kubernetes manifests', () => {
  it('are valid objects of the Kubernetes schemas', () => {
    expect(() => deployment.validate()).not.toThrow();
    expect(() => service.validate()).not.toThrow();
    expect(() => ingress.validate()).not.toThrow();
    const kustomization = read('kustomization.yaml') as { resources: string[] };
    expect(kustomization.resources.sort()).toEqual(['deployment.yaml', 'ingress.yaml', 'service.yaml']);
  });

  it('a schema check refuses a broken manifest (a port given as text)', () => {
    const broken = structuredClone(read('deployment.yaml')) as Deployment;
    broken.spec!.template.spec!.containers[0]!.ports![0]!.containerPort = '8080' as unknown as number;
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
  });

  it('runs the image as the non-root user it was built for, with nothing it does not need', () => {
    expect(dockerfile).toMatch(/^USER 1000:1000$/m);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 });
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(pod.automountServiceAccountToken).toBe(false);
  });

  it('probes the health check on the image port, naming a loopback Host (the control API answers only those)', () => {
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
    expect(container.ports).toEqual([{ name: 'http', containerPort: 8080 }]);
    for (const probe of [container.startupProbe, container.readinessProbe, container.livenessProbe]) {
      expect(probe?.httpGet).toEqual({
        path: '/__mock/health',
        port: 'http',
        httpHeaders: [{ name: 'Host', value: 'localhost' }],
      });
    }
  });

  it('asks for CPU and memory and caps memory', () => {
    expect(container.resources?.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources?.limits).toMatchObject({ memory: expect.any(String) });
  });

  it('names each replica after its pod, and answers the Ingress host on the operations and the control API', () => {
    expect(env.get('MOCK_REPLICA')?.valueFrom?.fieldRef?.fieldPath).toBe('metadata.name');
    expect(env.get('MOCK_ALLOW_HOSTS')?.value?.split(',')).toContain(ingressHost);
    expect(env.get('MOCK_CONTROL_ALLOW_HOSTS')?.value?.split(',')).toContain(ingressHost);
  });

  it('sets only variables the server reads', () => {
    const unread = [...env.keys()].filter((name) => !new RegExp(`\\b${name}\\b`).test(serverSources));
    expect(unread).toEqual([]);
  });

  it('routes the Ingress to the Service, the Service to the pods, each session to one pod by its header', () => {
    const labels = deployment.spec!.template.metadata!.labels!;
    expect(deployment.spec!.selector.matchLabels).toEqual(labels);
    expect(service.spec!.selector).toEqual(labels);
    expect(service.spec!.ports).toEqual([{ name: 'http', port: 80, targetPort: 'http' }]);
    expect(ingress.spec!.rules![0]!.http!.paths[0]!.backend.service).toEqual({
      name: service.metadata!.name,
      port: { name: 'http' },
    });
    expect(ingress.metadata!.annotations!['nginx.ingress.kubernetes.io/upstream-hash-by']).toBe('$http_x_mock_session');
  });
});
