/**
 * Reading a call's arguments the way Python binds them: by position or by keyword, with
 * defaults, and refusing what the function does not take, so a misspelt keyword is an error
 * rather than silently ignored.
 */
import { TemplateError } from './template-error';
import {
  UndefinedName,
  isText,
  textOf,
  typeName,
  type MacroArguments,
  type TemplateValue,
  type TextValue,
} from './template-values';

export class BoundArguments {
  private readonly values = new Map<string, TemplateValue>();

  /** `parameters` in Python's order; extra positional or unknown keyword arguments are refused. */
  constructor(
    readonly functionName: string,
    parameters: readonly string[],
    args: MacroArguments,
  ) {
    if (args.positional.length > parameters.length) {
      throw new TemplateError(
        `${functionName}() takes at most ${parameters.length} arguments (${args.positional.length} given)`,
        args.line,
      );
    }
    args.positional.forEach((value, index) => {
      this.values.set(parameters[index] as string, value);
    });
    for (const [name, value] of args.named) {
      if (!parameters.includes(name)) {
        throw new TemplateError(
          `${functionName}() got an unexpected keyword argument '${name}'`,
          args.line,
        );
      }
      if (this.values.has(name)) {
        throw new TemplateError(`${functionName}() got multiple values for '${name}'`, args.line);
      }
      this.values.set(name, value);
    }
    this.line = args.line;
  }

  readonly line: number;

  has(name: string): boolean {
    const value = this.values.get(name);
    return value !== undefined && !(value instanceof UndefinedName);
  }

  value(name: string, fallback: TemplateValue = null): TemplateValue {
    const value = this.values.get(name);
    return value === undefined || value instanceof UndefinedName ? fallback : value;
  }

  required(name: string): TemplateValue {
    if (!this.has(name)) {
      throw new TemplateError(
        `${this.functionName}() missing required argument '${name}'`,
        this.line,
      );
    }
    return this.value(name);
  }

  text(name: string, fallback?: string): TextValue {
    const value = fallback === undefined ? this.required(name) : this.value(name, fallback);
    if (!isText(value)) throw this.wrongType(name, 'a string', value);
    return value;
  }

  optionalText(name: string): string | null {
    const value = this.value(name);
    if (value === null) return null;
    if (!isText(value)) throw this.wrongType(name, 'a string', value);
    return textOf(value);
  }

  number(name: string, fallback?: number): number {
    const value = fallback === undefined ? this.required(name) : this.value(name, fallback);
    if (typeof value !== 'number') throw this.wrongType(name, 'a number', value);
    return value;
  }

  flag(name: string, fallback: boolean): boolean {
    const value = this.value(name, fallback);
    if (typeof value !== 'boolean' && typeof value !== 'number') {
      throw this.wrongType(name, 'True or False', value);
    }
    return Boolean(value);
  }

  private wrongType(name: string, expected: string, value: TemplateValue): TemplateError {
    return new TemplateError(
      `${this.functionName}(): '${name}' must be ${expected}, not ${typeName(value)}`,
      this.line,
    );
  }
}
