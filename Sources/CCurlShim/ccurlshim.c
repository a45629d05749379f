// See include/ccurlshim.h.
#include "ccurlshim.h"

#include <dlfcn.h>
#include <stdlib.h>

#define CCURL_GLOBAL_DEFAULT 3  // CURL_GLOBAL_ALL

struct ccurl_api {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *handle);
    int (*easy_perform)(void *handle);
    const char *(*easy_strerror)(int code);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_getinfo)(void *handle, int info, ...);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
};

/// dlsym into `*slot`; returns 0 when the symbol is missing.
static int lookup(void *library, const char *symbol, void **slot) {
    *slot = dlsym(library, symbol);
    return *slot != NULL;
}

const ccurl_api *ccurl_open(const char *name) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return NULL;
    ccurl_api *api = calloc(1, sizeof(ccurl_api));
    int found = api != NULL
        && lookup(library, "curl_global_init", (void **)&api->global_init)
        && lookup(library, "curl_easy_init", (void **)&api->easy_init)
        && lookup(library, "curl_easy_cleanup", (void **)&api->easy_cleanup)
        && lookup(library, "curl_easy_perform", (void **)&api->easy_perform)
        && lookup(library, "curl_easy_strerror", (void **)&api->easy_strerror)
        && lookup(library, "curl_easy_setopt", (void **)&api->easy_setopt)
        && lookup(library, "curl_easy_getinfo", (void **)&api->easy_getinfo)
        && lookup(library, "curl_slist_append", (void **)&api->slist_append)
        && lookup(library, "curl_slist_free_all", (void **)&api->slist_free_all);
    // curl_global_init is not thread-safe before 7.84; callers open the library once, under a lock.
    if (!found || api->global_init(CCURL_GLOBAL_DEFAULT) != 0) {
        free(api);
        dlclose(library);
        return NULL;
    }
    return api;
}

void *ccurl_easy_init(const ccurl_api *api) { return api->easy_init(); }

void ccurl_easy_cleanup(const ccurl_api *api, void *handle) { api->easy_cleanup(handle); }

int ccurl_easy_perform(const ccurl_api *api, void *handle) { return api->easy_perform(handle); }

const char *ccurl_easy_strerror(const ccurl_api *api, int code) { return api->easy_strerror(code); }

int ccurl_setopt_long(const ccurl_api *api, void *handle, int option, long value) {
    return api->easy_setopt(handle, option, value);
}

int ccurl_setopt_pointer(const ccurl_api *api, void *handle, int option, const void *value) {
    return api->easy_setopt(handle, option, value);
}

int ccurl_setopt_data_callback(const ccurl_api *api, void *handle, int option, ccurl_data_callback callback) {
    return api->easy_setopt(handle, option, callback);
}

int ccurl_setopt_xferinfo_callback(const ccurl_api *api, void *handle, ccurl_xferinfo_callback callback) {
    return api->easy_setopt(handle, CCURLOPT_XFERINFOFUNCTION, callback);
}

int ccurl_getinfo_long(const ccurl_api *api, void *handle, int info, long *value) {
    return api->easy_getinfo(handle, info, value);
}

void *ccurl_slist_append(const ccurl_api *api, void *list, const char *line) {
    return api->slist_append(list, line);
}

void ccurl_slist_free_all(const ccurl_api *api, void *list) { api->slist_free_all(list); }
