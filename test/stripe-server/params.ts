import type { FormObject, FormValue } from './form';
import type { Metadata } from './model';
import { missing, invalid } from './api-errors';

export function str(params: FormObject, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(path, `Invalid string: ${path}`);
  return value;
}

export function requiredStr(params: FormObject, name: string, path = name): string {
  const value = str(params, name, path);
  if (value === undefined || value === '') throw missing(path);
  return value;
}

export function int(params: FormObject, name: string, path = name): number | undefined {
  const value = str(params, name, path);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(path, `Invalid integer: ${value}`);
  return Number(value);
}

export function bool(params: FormObject, name: string, path = name): boolean | undefined {
  const value = str(params, name, path);
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw invalid(path, `Invalid boolean: ${value}`);
  return value === 'true';
}

export function obj(params: FormObject, name: string, path = name): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(path, `Invalid hash: ${path}`);
  return value;
}

/** Arrays come as `name[0]…`; a hash with index keys is the same thing. */
export function arr(params: FormObject, name: string, path = name): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalid(path, `Invalid array: ${path}`);
  return value;
}

export function expandList(params: FormObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** Metadata as given on create: string values only. */
export function metadataOf(params: FormObject, name = 'metadata'): Metadata {
  const value = obj(params, name);
  const out: Metadata = {};
  for (const [key, v] of Object.entries(value ?? {})) {
    if (typeof v !== 'string') throw invalid(`${name}[${key}]`, `Invalid metadata value for ${key}`);
    out[key] = v;
  }
  return out;
}

/** Metadata on update: keys merge, an empty value removes its key, `metadata=` clears all. */
export function mergeMetadata(current: Metadata, params: FormObject): Metadata {
  if (params.metadata === '') return {};
  const changes = metadataOf(params);
  const out = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete out[key];
    else out[key] = value;
  }
  return out;
}
