// Loaded before every suite: decorators need the metadata polyfill before any class is declared.
import 'reflect-metadata';
