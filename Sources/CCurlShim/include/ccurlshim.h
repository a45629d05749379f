// libcurl's easy API, loaded at run time with dlopen so that the recall binary does not link it.
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: this shim exposes
// one non-variadic wrapper per argument type. The option numbers are libcurl's stable ABI values
// (curl/curl.h), repeated here so that building needs no libcurl headers.
#ifndef CCURLSHIM_H
#define CCURLSHIM_H

#include <stddef.h>
#include <stdint.h>

/// The libcurl functions Recall uses, looked up in one loaded library.
typedef struct ccurl_api ccurl_api;

/// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION callbacks.
typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);
/// CURLOPT_XFERINFOFUNCTION callbacks: non-zero aborts the transfer.
typedef int (*ccurl_xferinfo_callback)(
    void *context, int64_t download_total, int64_t download_now, int64_t upload_total, int64_t upload_now);

// Long options.
#define CCURLOPT_NOPROGRESS 43
#define CCURLOPT_FOLLOWLOCATION 52
#define CCURLOPT_POSTFIELDSIZE 60
#define CCURLOPT_NOSIGNAL 99
#define CCURLOPT_CONNECTTIMEOUT_MS 156
#define CCURLOPT_PROTOCOLS 181
#define CCURLOPT_SUPPRESS_CONNECT_HEADERS 265
// Pointer options.
#define CCURLOPT_WRITEDATA 10001
#define CCURLOPT_URL 10002
#define CCURLOPT_USERAGENT 10018
#define CCURLOPT_HTTPHEADER 10023
#define CCURLOPT_HEADERDATA 10029
#define CCURLOPT_CUSTOMREQUEST 10036
#define CCURLOPT_XFERINFODATA 10057
#define CCURLOPT_ACCEPT_ENCODING 10102
#define CCURLOPT_COPYPOSTFIELDS 10165
// Function options.
#define CCURLOPT_WRITEFUNCTION 20011
#define CCURLOPT_HEADERFUNCTION 20079
#define CCURLOPT_XFERINFOFUNCTION 20219
// CURLOPT_PROTOCOLS bits.
#define CCURLPROTO_HTTP 1
#define CCURLPROTO_HTTPS 2
// Info.
#define CCURLINFO_RESPONSE_CODE 0x200002

/// Opens the library `name` (a dlopen name) and looks up the functions; NULL when it cannot.
/// The result is never freed: a process opens libcurl once.
const ccurl_api *ccurl_open(const char *name);

void *ccurl_easy_init(const ccurl_api *api);
void ccurl_easy_cleanup(const ccurl_api *api, void *handle);
/// Returns a CURLcode (0 is CURLE_OK).
int ccurl_easy_perform(const ccurl_api *api, void *handle);
/// libcurl's fixed English text for a CURLcode (never names a host or carries request data).
const char *ccurl_easy_strerror(const ccurl_api *api, int code);

int ccurl_setopt_long(const ccurl_api *api, void *handle, int option, long value);
int ccurl_setopt_pointer(const ccurl_api *api, void *handle, int option, const void *value);
int ccurl_setopt_data_callback(const ccurl_api *api, void *handle, int option, ccurl_data_callback callback);
int ccurl_setopt_xferinfo_callback(const ccurl_api *api, void *handle, ccurl_xferinfo_callback callback);
int ccurl_getinfo_long(const ccurl_api *api, void *handle, int info, long *value);

/// curl_slist_append: returns the new list head, or NULL when out of memory.
void *ccurl_slist_append(const ccurl_api *api, void *list, const char *line);
void ccurl_slist_free_all(const ccurl_api *api, void *list);

#endif
