/**
 * The code that runs inside the template sandbox, as text: nunjucks' runtime is evaluated there,
 * and so is everything that touches a template's values. Only strings cross the boundary at
 * render time, so no object of the host (whose `constructor.constructor` is the host's
 * `Function`) is ever reachable from a template. The context may not compile text into code, so
 * a template cannot write JavaScript either (`constructor.constructor('…')` fails); the host
 * compiles templates with nunjucks' compiler and hands the code in.
 *
 * The script evaluates to a setup function. It is called once, with the nunjucks module, the
 * bridge to host-side filters and functions, and the names to register. It defines the global
 * `__atriumRender` (run by the host: one JSON string in, one out) and returns
 * what the host needs to hand templates in and set each render's request.
 */
export const SANDBOX_SETUP_SOURCE = String.raw`
(function setup(nunjucks, callHost, configJson) {
  'use strict';
  const config = JSON.parse(configJson);
  const RANGE_LIMIT = 100000;

  const SafeString = nunjucks.runtime.SafeString;
  function hostCall(kind, name, args) {
    const plain = args.map(arg => (arg instanceof SafeString ? String(arg) : arg));
    const answer = JSON.parse(callHost(kind, name, JSON.stringify(plain)));
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.value;
  }

  function makeEnvironment(trimBlocks, lstripBlocks) {
    const env = new nunjucks.Environment(null, {
      autoescape: false,
      trimBlocks,
      lstripBlocks,
      tags: config.cookiecutterCompat
        ? { variableStart: '{{', variableEnd: '}}' }
        : { variableStart: '$' + '{{', variableEnd: '}}' },
    });
    for (const name of config.filters) {
      env.addFilter(name, function (...args) {
        return hostCall('filter', name, args);
      });
    }
    for (const name of config.functions) {
      env.addGlobal(name, function (...args) {
        return hostCall('function', name, args);
      });
    }
    for (const [name, value] of Object.entries(config.values)) {
      env.addGlobal(name, value);
    }
    if (config.cookiecutterCompat) {
      env.addFilter('jsonify', env.getFilter('dump'));
    }
    // A huge range() would only end at the worker's memory limit: a clear error comes sooner.
    const range = env.getGlobal('range');
    env.addGlobal('range', function (start, stop, step) {
      const from = stop === undefined ? 0 : Number(start);
      const to = stop === undefined ? Number(start) : Number(stop);
      const by = Number(step) || 1;
      if ((to - from) / by > RANGE_LIMIT) {
        throw new Error('range() gives at most ' + RANGE_LIMIT + ' numbers');
      }
      return range(start, stop, step);
    });
    return env;
  }

  const environments = {
    'false,false': makeEnvironment(false, false),
    'true,false': makeEnvironment(true, false),
    'false,true': makeEnvironment(false, true),
    'true,true': makeEnvironment(true, true),
  };

  const hasSyntax = /\{\{|\{%|\{#/;

  // Templates arrive compiled by the host (this context may not turn text into code); they are
  // kept here, out of any template's reach, until the host forgets them.
  const prepared = new Map();
  function install(key, envKey, props, dumped) {
    const template = new nunjucks.Template({ type: 'code', obj: props }, environments[envKey], undefined, true);
    prepared.set(key, { template: Object.freeze(template), dumped });
  }
  function forget() {
    prepared.clear();
  }
  function preparedFor(envKey, mode, text) {
    const entry = prepared.get(envKey + ':' + mode + ':' + text);
    if (entry === undefined) throw new Error('the template was not prepared');
    return entry;
  }

  function renderText(envKey, text, context) {
    if (!hasSyntax.test(text)) return text;
    return preparedFor(envKey, 'text', text).template.render(context);
  }

  // A string that is exactly one expression was compiled with a dump filter, so its value comes
  // back with its type.
  function renderString(envKey, text, context) {
    if (!hasSyntax.test(text)) return text === '' ? undefined : text;
    const entry = preparedFor(envKey, 'value', text);
    const rendered = entry.template.render(context);
    if (rendered === '') return undefined;
    return entry.dumped ? JSON.parse(rendered) : rendered;
  }

  function renderValue(envKey, value, context, mode) {
    if (typeof value === 'string') {
      if (mode === 'text') return renderText(envKey, value, context);
      try {
        return renderString(envKey, value, context);
      } catch (error) {
        if (error !== null && typeof error === 'object') error.atriumExpression = value;
        throw error;
      }
    }
    if (Array.isArray(value)) return value.map(item => renderValue(envKey, item, context, mode));
    if (value !== null && typeof value === 'object') {
      const rendered = {};
      for (const key of Object.keys(value)) {
        const item = renderValue(envKey, value[key], context, mode);
        if (item !== undefined) rendered[key] = item;
      }
      return rendered;
    }
    return value;
  }

  let pending;
  let busy = false;
  // Called by the host before each render; resetting the flag here as well keeps a render that
  // ended abnormally from locking out the next one.
  function setRequest(requestJson) {
    pending = requestJson;
    busy = false;
  }
  function render() {
    if (busy) throw new Error('A render cannot start another render');
    busy = true;
    const requestJson = pending;
    pending = undefined;
    let request;
    try {
      request = JSON.parse(requestJson);
      const envKey = String(!!request.trimBlocks) + ',' + String(!!request.lstripBlocks);
      const result = renderValue(envKey, request.value, request.context, request.mode);
      return JSON.stringify({ value: result === undefined ? null : result, empty: result === undefined });
    } catch (error) {
      const expression =
        error && typeof error.atriumExpression === 'string'
          ? error.atriumExpression
          : request && typeof request.value === 'string'
            ? request.value
            : undefined;
      return JSON.stringify({
        error: String(error && error.message !== undefined ? error.message : error),
        expression,
      });
    } finally {
      busy = false;
    }
  }
  Object.defineProperty(globalThis, '__atriumRender', {
    value: render,
    writable: false,
    enumerable: false,
    configurable: false,
  });
  return { setRequest, install, forget, environments };
})
`;

/**
 * Freezes everything a template can reach, so one render cannot leave something behind for the
 * next (another task's secrets pass through the same context). Prototype data properties become
 * accessors first, so code that assigns `error.message` or `obj.toString` on its own objects keeps
 * working once the prototypes are frozen.
 */
export const SANDBOX_HARDEN_SOURCE = String.raw`
(function harden(roots) {
  'use strict';
  const seen = new Set();
  const prototypes = new Set();
  const stack = roots.concat([globalThis]);
  while (stack.length > 0) {
    const item = stack.pop();
    if ((typeof item !== 'object' && typeof item !== 'function') || item === null) continue;
    if (seen.has(item)) continue;
    seen.add(item);
    const proto = Object.getPrototypeOf(item);
    if (proto !== null) {
      prototypes.add(proto);
      stack.push(proto);
    }
    for (const key of Reflect.ownKeys(item)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(item, key);
      if (descriptor === undefined) continue;
      if ('value' in descriptor) {
        stack.push(descriptor.value);
        if (typeof item === 'function' && key === 'prototype') prototypes.add(descriptor.value);
      } else {
        stack.push(descriptor.get, descriptor.set);
      }
    }
  }
  for (const proto of prototypes) {
    for (const key of Reflect.ownKeys(proto)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(proto, key);
      if (!descriptor || !('value' in descriptor) || !descriptor.writable || !descriptor.configurable) {
        continue;
      }
      const value = descriptor.value;
      Object.defineProperty(proto, key, {
        get() {
          return value;
        },
        set(next) {
          if (this === proto) throw new TypeError('Cannot change a frozen prototype');
          Object.defineProperty(this, key, {
            value: next,
            writable: true,
            enumerable: true,
            configurable: true,
          });
        },
        enumerable: descriptor.enumerable,
        configurable: false,
      });
    }
  }
  for (const item of seen) {
    if (item === globalThis) {
      // A context's global object cannot be frozen; its own properties can be fixed one by one
      // (with the full descriptor: the context's interceptor drops omitted fields).
      for (const key of Reflect.ownKeys(item)) {
        const d = Reflect.getOwnPropertyDescriptor(item, key);
        if (!d || !d.configurable) continue;
        Object.defineProperty(
          item,
          key,
          'value' in d
            ? { value: d.value, writable: false, enumerable: d.enumerable, configurable: false }
            : { get: d.get, set: d.set, enumerable: d.enumerable, configurable: false },
        );
      }
    } else if (item instanceof RegExp) {
      // A global regex writes lastIndex on every use; nothing else may change.
      Object.preventExtensions(item);
    } else if (!ArrayBuffer.isView(item)) {
      Object.freeze(item);
    }
  }
})
`;
