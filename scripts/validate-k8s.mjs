#!/usr/bin/env node
// Validates Kubernetes manifests against the API schemas (kubernetes-models, which carries
// the OpenAPI schemas of the Kubernetes release it was generated from). Usage:
// `node scripts/validate-k8s.mjs file.yaml…`; prints one JSON line: every object with the
// schema errors found (none when valid) and exits 1 when any object fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const results = [];
for (const file of process.argv.slice(2)) {
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (doc.errors.length > 0) {
      results.push({ file: path.basename(file), errors: doc.errors.map((e) => e.message) });
      continue;
    }
    const obj = doc.toJS();
    if (obj == null) continue;
    const where = { file: path.basename(file), apiVersion: obj.apiVersion, kind: obj.kind, name: obj.metadata?.name };
    let Model;
    try {
      Model = (await import(`kubernetes-models/${obj.apiVersion}`))[obj.kind];
    } catch {
      Model = undefined;
    }
    if (!Model) {
      results.push({ ...where, errors: [`unknown apiVersion/kind ${obj.apiVersion} ${obj.kind}`] });
      continue;
    }
    try {
      new Model(obj).validate();
      results.push({ ...where, errors: [] });
    } catch (err) {
      results.push({ ...where, errors: [err.message] });
    }
  }
}
process.stdout.write(JSON.stringify(results) + '\n');
process.exit(results.some((r) => r.errors.length > 0) ? 1 : 0);
