module.exports = require('@trieb.work/nextjs-turbo-redis-cache').default;
